import {
  apiErrorText,
  CodeField,
  formatLocalPhone,
  isCompleteLocalPhone,
  localDigits,
  PhoneField,
  ResendRow,
  rememberCodeSent,
  useResendCountdown,
  useT,
  useToast,
} from '@dastarkhan/client';
import type { OtpSent, User } from '@dastarkhan/domain';
import { formatPhone } from '@dastarkhan/domain/client';
import { type FormEvent, useId, useState } from 'react';
import { sessionStore } from '../../app/session/session-store';
import { useApi } from '../../app/session/use-session';

/**
 * Change phone with a code (spec §2): the code goes to the NEW number, so only its owner can
 * move the account there. Server errors (number taken, wrong code…) in the current language.
 */
export function PhoneChange({ user }: { user: User }) {
  const { t, lang } = useT();
  const { authed } = useApi();
  const toast = useToast();
  const id = useId();
  const [digits, setDigits] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = useResendCountdown(sentTo ?? '');

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    if (!isCompleteLocalPhone(digits)) return setError(t('login.phoneInvalid'));
    const phone = `998${digits}`;
    setBusy(true);
    setError(null);
    const [failure, sent] = await authed((api) =>
      api.put<OtpSent>('/users/v1/users/phone', { phone, type: 'WEB' }),
    );
    setBusy(false);
    if (failure || !sent) return setError(apiErrorText(failure, lang, t('account.failed')));
    rememberCodeSent(phone, sent.resendAfterSeconds);
    setSentTo(phone);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code)) return setError(t('login.codeInvalid'));
    setBusy(true);
    setError(null);
    const [failure, saved] = await authed((api) =>
      api.put<User>('/users/v1/users/phone/verify', { phone: sentTo, code }),
    );
    setBusy(false);
    if (failure || !saved) return setError(apiErrorText(failure, lang, t('account.failed')));
    sessionStore.updateUser(saved);
    setSentTo(null);
    setDigits('');
    setCode('');
    toast({ kind: 'success', text: t('account.phoneChanged') });
  }

  return (
    <section className="account-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section-title">
        {t('account.phoneTitle')}: {formatPhone(user.phone)}
      </h2>
      {sentTo === null ? (
        <form className="profile-form" onSubmit={sendCode} noValidate>
          <PhoneField
            label={t('account.newPhone')}
            digits={digits}
            onDigits={(next) => {
              setDigits(next);
              setError(null);
            }}
            error={error}
          />
          <button type="submit" className="button" disabled={busy}>
            {t('account.sendCode')}
          </button>
        </form>
      ) : (
        <form className="profile-form" onSubmit={confirm} noValidate>
          <p className="login-lead">
            {t('login.codeSentTo', { phone: formatLocalPhone(localDigits(sentTo)) })}
          </p>
          <CodeField label={t('account.code')} code={code} onCode={setCode} error={error} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('account.confirmPhone')}
          </button>
          <ResendRow secondsLeft={left} onResend={() => void sendCode()}>
            <button type="button" className="login-link-button" onClick={() => setSentTo(null)}>
              {t('login.changePhone')}
            </button>
          </ResendRow>
        </form>
      )}
    </section>
  );
}
