import { apiErrorText, isCompleteLocalPhone, PhoneField, rememberCodeSent, useT } from '@dastarkhan/client';
import type { OtpSent } from '@dastarkhan/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi, useSession } from '../../app/session/use-session';
import { useHydrated } from '../../lib/use-hydrated';
import '../../app/session/account.css';
import '@dastarkhan/client/login.css';

/** `/login`: the phone with the spec §5 mask, then a code by SMS. */
export function LoginPhoneForm() {
  const { t, lang } = useT();
  const { api } = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Until the page is live a tap would submit the form natively (a reload that loses the input).
  const live = useHydrated();

  useEffect(() => {
    if (session.status === 'user') navigate('/profile', { replace: true });
  }, [session.status, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteLocalPhone(digits)) {
      setError(digits ? t('login.phoneInvalid') : t('msg.REQUIRED_FIELD'));
      return;
    }
    setSending(true);
    setError(null);
    const phone = `998${digits}`;
    const [failure, sent] = await api.post<OtpSent>('/users/v1/auth/otp', { phone });
    setSending(false);
    if (failure || !sent) {
      setError(apiErrorText(failure, lang, t('login.failed')));
      return;
    }
    rememberCodeSent(phone, sent.resendAfterSeconds);
    navigate(`/login/confirm?phone=${phone}`);
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h1>{t('login.title')}</h1>
      <p className="login-lead">{t('login.lead')}</p>
      <PhoneField
        label={t('login.phone')}
        className="login-input"
        digits={digits}
        onDigits={(next) => {
          setDigits(next);
          setError(null);
        }}
        error={error}
      />
      <button type="submit" className="button button-primary login-submit" disabled={sending || !live}>
        {sending ? t('login.sending') : t('login.sendCode')}
      </button>
      <p className="login-rules">
        {t('login.rulesBefore')} <Link to="/login/rules">{t('login.rulesLink')}</Link>
      </p>
    </form>
  );
}
