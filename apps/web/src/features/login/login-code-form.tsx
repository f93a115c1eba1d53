import {
  apiErrorText,
  CodeField,
  formatLocalPhone,
  localDigits,
  ResendRow,
  rememberCodeSent,
  useResendCountdown,
  useT,
  useToast,
} from '@dastarkhan/client';
import type { OtpSent, SignedIn } from '@dastarkhan/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sessionStore } from '../../app/session/session-store';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { useHydrated } from '../../lib/use-hydrated';
import '../../app/session/account.css';
import '@dastarkhan/client/login.css';

/**
 * `/login/confirm`: the six digits from the SMS, a resend timer, then back to where the user was
 * going (spec §9 redirect URL, default '/'). The basket is not touched: a guest's basket
 * survives logging in.
 */
export function LoginCodeForm() {
  const { t, lang } = useT();
  const { merchant } = useTenant();
  const { api } = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const phone = /^998\d{9}$/.test(params.get('phone') ?? '') ? (params.get('phone') as string) : null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = useResendCountdown(phone ?? '');
  // Until the page is live a tap would submit the form natively (a reload that loses the input).
  const live = useHydrated();

  if (!phone) {
    return (
      <div className="login-form">
        <h1>{t('login.confirmTitle')}</h1>
        <Link className="button" to="/login">
          {t('login.changePhone')}
        </Link>
      </div>
    );
  }

  async function verify(value: string) {
    if (!/^\d{6}$/.test(value)) {
      setError(value ? t('login.codeInvalid') : t('msg.REQUIRED_FIELD'));
      return;
    }
    setBusy(true);
    setError(null);
    const [failure, result] = await api.post<SignedIn>('/users/v1/auth/otp/verify', {
      phone,
      code: value,
    });
    setBusy(false);
    if (failure || !result) {
      setError(apiErrorText(failure, lang, t('login.failed')));
      return;
    }
    sessionStore.save({ merchantId: merchant.id, token: result.token, user: result.user });
    toast({ kind: 'success', text: t('msg.LOGGED_IN') });
    navigate(sessionStore.takeRedirect(), { replace: true });
  }

  async function resend() {
    setError(null);
    const [failure, sent] = await api.post<OtpSent>('/users/v1/auth/otp', { phone });
    if (failure || !sent) {
      setError(apiErrorText(failure, lang, t('login.failed')));
      return;
    }
    rememberCodeSent(phone as string, sent.resendAfterSeconds);
    setCode('');
    toast({ kind: 'info', text: t('login.resent') });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void verify(code);
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h1>{t('login.confirmTitle')}</h1>
      <p className="login-lead">{t('login.codeSentTo', { phone: formatLocalPhone(localDigits(phone)) })}</p>
      <CodeField
        label={t('login.code')}
        code={code}
        onCode={(value) => {
          setCode(value);
          setError(null);
          // Six digits is a whole code: no need to look for the button.
          if (value.length === 6 && !busy) void verify(value);
        }}
        error={error}
      />
      <button type="submit" className="button button-primary login-submit" disabled={busy || !live}>
        {busy ? t('login.checking') : t('login.confirm')}
      </button>
      <ResendRow secondsLeft={left} onResend={resend}>
        <Link to="/login" className="login-link-button">
          {t('login.changePhone')}
        </Link>
      </ResendRow>
    </form>
  );
}
