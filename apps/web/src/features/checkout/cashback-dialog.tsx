import { useT } from '@dastarkhan/client';
import { formatSom } from '@dastarkhan/domain/client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * The cashback payment dialog (spec §2): how much of the balance to spend, at most what the
 * balance and the order allow. A native modal: focus stays inside, Escape cancels.
 */
export function CashbackDialog({
  open,
  max,
  initial,
  onApply,
  onClose,
}: {
  open: boolean;
  /** min(balance, what is left to pay). */
  max: number;
  initial: number;
  onApply: (amount: number) => void;
  onClose: () => void;
}) {
  const { t, lang } = useT();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setValue(String(Math.min(initial || max, max)));
      setError(null);
      element.showModal();
      input.current?.select();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initial, max]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(value.replace(/\D/g, '') || '0');
    if (amount > max) {
      setError(t('checkout.cashbackTooMuch', { amount: formatSom(max, lang) }));
      input.current?.focus();
      return;
    }
    onApply(amount);
  }

  return (
    <dialog
      ref={dialog}
      className="addr-dialog co-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="addr-section-title">
          {t('checkout.cashbackDialog')}
        </h2>
        <div className="form-field co-dialog-field">
          <label htmlFor={`${id}-amount`} className="addr-label">
            {t('checkout.cashbackAmount')}
          </label>
          <div className="co-inline-form">
            <input
              ref={input}
              id={`${id}-amount`}
              className="co-input"
              inputMode="numeric"
              autoComplete="off"
              value={value}
              aria-describedby={`${id}-max${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setValue(event.target.value.replace(/\D/g, '').slice(0, 12));
                setError(null);
              }}
            />
            <button type="button" className="button" onClick={() => setValue(String(max))}>
              {t('checkout.cashbackAll')}
            </button>
          </div>
          <p id={`${id}-max`} className="addr-hint">
            {t('checkout.cashbackMax', { amount: formatSom(max, lang) })}
          </p>
          {error && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="addr-dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('checkout.cashbackCancel')}
          </button>
          <button type="submit" className="button button-primary">
            {t('checkout.cashbackApply')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
