import {
  CodeField,
  isCompleteLocalPhone,
  PhoneField,
  ResendRow,
  rememberCodeSent,
  useResendCountdown,
  useT,
  useToast,
} from '@dastarkhan/client';
import type { OtpSent } from '@dastarkhan/domain';
import { formatPhone } from '@dastarkhan/domain/client';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMerchant, useMerchantName } from '../../app/boot';
import { consoleSession, useApi, useSession } from '../../app/session';
import { homeOf } from '../../app/staff';
import { LanguageSwitch } from '../../components/language-switch';
import { signIn } from './sign-in';
import '@dastarkhan/client/login.css';

/** `/console/login`: the staff member's phone, then the SMS code — the customers' own calls. */
export function LoginPage() {
  const { t } = useT();
  const merchantName = useMerchantName();
  const session = useSession();
  const [phone, setPhone] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${t('login.title')} · ${merchantName}`;
  }, [t, merchantName]);
  if (session) return <Navigate to="/" replace />;
  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-brand">
          <span className="login-merchant">{merchantName}</span>
          <LanguageSwitch />
        </div>
        {phone ? (
          <CodeStep
            phone={phone}
            onBack={(message) => {
              setPhone(null);
              setNotice(message);
            }}
          />
        ) : (
          <PhoneStep notice={notice} onSent={setPhone} />
        )}
      </div>
    </main>
  );
}

function PhoneStep({ notice, onSent }: { notice: string | null; onSent: (phone: string) => void }) {
  const { t } = useT();
  const merchantName = useMerchantName();
  const api = useApi();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

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
    if (failure) {
      setError(failure.text);
      return;
    }
    rememberCodeSent(phone, sent.resendAfterSeconds);
    onSent(phone);
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h1>{t('login.title')}</h1>
      <p className="login-lead">{t('login.lead', { merchant: merchantName })}</p>
      {notice && (
        <p className="login-notice" role="alert">
          {notice}
        </p>
      )}
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
      <button type="submit" className="button button-primary login-submit" disabled={sending}>
        {sending ? t('login.sending') : t('login.sendCode')}
      </button>
    </form>
  );
}

function CodeStep({ phone, onBack }: { phone: string; onBack: (notice: string | null) => void }) {
  const { t } = useT();
  const merchant = useMerchant();
  const merchantName = useMerchantName();
  const api = useApi();
  const navigate = useNavigate();
  const toast = useToast();
  const secondsLeft = useResendCountdown(phone);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) {
      setError(t('login.codeInvalid'));
      return;
    }
    setChecking(true);
    setError(null);
    const result = await signIn(api, merchant.id, phone, code);
    setChecking(false);
    if (result.kind === 'not-staff') {
      onBack(t('login.notStaff', { merchant: merchantName }));
    } else if (result.kind === 'error') {
      setError(result.error.text);
    } else {
      consoleSession.save(result.session);
      navigate(homeOf(result.staff.role, merchant), { replace: true });
    }
  }

  async function resend() {
    const [failure, sent] = await api.post<OtpSent>('/users/v1/auth/otp', { phone });
    if (failure) {
      setError(failure.text);
      return;
    }
    rememberCodeSent(phone, sent.resendAfterSeconds);
    toast({ kind: 'success', text: t('login.resent') });
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h1>{t('login.title')}</h1>
      <p className="login-lead">{t('login.codeSentTo', { phone: formatPhone(phone) })}</p>
      <CodeField
        label={t('login.code')}
        code={code}
        onCode={(next) => {
          setCode(next);
          setError(null);
        }}
        error={error}
      />
      <button type="submit" className="button button-primary login-submit" disabled={checking}>
        {checking ? t('login.checking') : t('login.confirm')}
      </button>
      <ResendRow secondsLeft={secondsLeft} onResend={resend}>
        <button type="button" className="login-link-button" onClick={() => onBack(null)}>
          {t('login.changePhone')}
        </button>
      </ResendRow>
    </form>
  );
}
