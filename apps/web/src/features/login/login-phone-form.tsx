import { type FormEvent, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { rememberCodeSent } from '../../lib/otp-timer';
import { formatLocalPhone, isCompleteLocalPhone, localDigits } from '../../lib/phone-mask';
import { apiErrorText } from '../session/api-error-text';
import { useApi, useSession } from '../session/use-session';
import '../session/account.css';
import './login.css';

const subscribeNever = () => () => {};

/** `/login`: the phone with the spec §5 mask, then a code by SMS. */
export function LoginPhoneForm() {
  const { t, lang } = useT();
  const { api } = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputId = useId();
  // Until the page is live a tap would submit the form natively (a reload that loses the input).
  const live = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const errorId = useId();

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
    const [failure, sent] = await api.post<{ resendAfterSeconds: number }>('/users/v1/auth/otp', { phone });
    setSending(false);
    if (failure || !sent) {
      setError(failure ? apiErrorText(failure, lang, t('login.failed')) : t('login.failed'));
      return;
    }
    rememberCodeSent(phone, sent.resendAfterSeconds);
    navigate(`/login/confirm?phone=${phone}`);
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h1>{t('login.title')}</h1>
      <p className="login-lead">{t('login.lead')}</p>
      <label className="form-field" htmlFor={inputId}>
        <span>{t('login.phone')}</span>
        <input
          id={inputId}
          className="login-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+998 (__) ___-__-__"
          value={formatLocalPhone(digits)}
          onChange={(event) => {
            setDigits(localDigits(event.target.value));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary login-submit" disabled={sending || !live}>
        {sending ? t('login.sending') : t('login.sendCode')}
      </button>
      <p className="login-rules">
        {t('login.rulesBefore')} <Link to="/login/rules">{t('login.rulesLink')}</Link>
      </p>
    </form>
  );
}
