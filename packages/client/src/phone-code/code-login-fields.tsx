import { type ReactNode, useId } from 'react';
import { useT } from '../i18n/i18n-context';
import { formatLocalPhone, localDigits } from './phone-mask';

/**
 * The fields of "a code by SMS" forms (login, phone change): the masked phone (spec §5), the
 * six-digit code, and the resend timer. Each field carries its own error, tied to it for screen
 * readers. Styles: `@dastarkhan/client/login.css` and the app's `.form-field`/`.form-error`.
 */
export function PhoneField({
  label,
  digits,
  onDigits,
  error,
  className,
}: {
  label: string;
  digits: string;
  onDigits: (digits: string) => void;
  error: string | null;
  className?: string;
}) {
  const id = useId();
  return (
    <>
      <label className="form-field" htmlFor={id}>
        <span>{label}</span>
        <input
          id={id}
          className={className}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+998 (__) ___-__-__"
          value={formatLocalPhone(digits)}
          onChange={(event) => onDigits(localDigits(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

export function CodeField({
  label,
  code,
  onCode,
  error,
}: {
  label: string;
  code: string;
  /** Digits only, at most six. */
  onCode: (code: string) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <>
      <label className="form-field" htmlFor={id}>
        <span>{label}</span>
        <input
          id={id}
          className="login-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => onCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

/** Spec §9: the countdown in seconds, then "resend"; `children` is the way back to the phone. */
export function ResendRow({
  secondsLeft,
  onResend,
  children,
}: {
  secondsLeft: number;
  onResend: () => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="login-secondary">
      {secondsLeft > 0 ? (
        <span className="login-timer">{t('login.resendIn', { seconds: secondsLeft })}</span>
      ) : (
        <button type="button" className="login-link-button" onClick={onResend}>
          {t('login.resend')}
        </button>
      )}
      {children}
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {error}
    </p>
  );
}
