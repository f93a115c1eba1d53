import { tashkentToday, useT } from '@dastarkhan/client';
import type { OperatorPromo, PromoKind } from '@dastarkhan/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../../app/session';
import { emptyPromoForm, type PromoFormValues, promoBodyOf, promoFormOf } from './promo-form-values';

const KINDS: readonly PromoKind[] = ['PERCENTAGE', 'AMOUNT', 'FREE_DELIVERY'];

/**
 * The sheet that creates (`promo` null) or edits a promo: a modal dialog, full height on a
 * phone. The server judges every value; its message names the field in the staff's language.
 */
export function PromoSheet({
  promo,
  onClose,
  onSaved,
}: {
  promo: OperatorPromo | null;
  onClose: () => void;
  onSaved: (promo: OperatorPromo) => void;
}) {
  const { t } = useT();
  const api = useApi();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [values, setValues] = useState<PromoFormValues>(() =>
    promo ? promoFormOf(promo) : emptyPromoForm(tashkentToday()),
  );
  const [error, setError] = useState<{ text: string; field: string | null } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, []);

  const set = (patch: Partial<PromoFormValues>) => setValues((prev) => ({ ...prev, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    const body = promoBodyOf(values);
    const [failure, saved] = promo
      ? await api.put<OperatorPromo>(`/orders/v1/operator/promos/${promo.id}`, body)
      : await api.post<OperatorPromo>('/orders/v1/operator/promos', body);
    setSaving(false);
    if (failure) return setError({ text: failure.text, field: failure.field ?? null });
    onSaved(saved);
  }

  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const errorId = `${id}-error`;
  const describedBy = (field: string) => (error?.field === field ? errorId : undefined);
  const amountLabel = values.type === 'PERCENTAGE' ? t('promos.percent') : t('promos.amount');

  return (
    <dialog
      ref={ref}
      className="promo-sheet"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit} noValidate className="promo-form">
        <h2 id={`${id}-title`}>{promo ? t('promos.editTitle', { code: promo.code }) : t('promos.new')}</h2>
        <div className="form-field">
          <label htmlFor={`${id}-code`}>{t('promos.code')}</label>
          <input
            id={`${id}-code`}
            value={values.code}
            maxLength={32}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid('code')}
            aria-describedby={describedBy('code') ?? `${id}-code-hint`}
            onChange={(event) => set({ code: event.target.value.toUpperCase() })}
          />
          <span id={`${id}-code-hint`} className="promo-hint">
            {t('promos.codeHint')}
          </span>
        </div>
        <fieldset className="promo-kinds">
          <legend>{t('promos.kind')}</legend>
          {KINDS.map((kind) => (
            <label key={kind} className="promo-kind">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={values.type === kind}
                onChange={() => set({ type: kind })}
              />
              {t(`promos.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        {values.type !== 'FREE_DELIVERY' && (
          <div className="form-field">
            <label htmlFor={`${id}-amount`}>{amountLabel}</label>
            <input
              id={`${id}-amount`}
              inputMode="numeric"
              value={values.amount}
              aria-invalid={invalid('amount')}
              aria-describedby={describedBy('amount')}
              onChange={(event) => set({ amount: event.target.value })}
            />
          </div>
        )}
        <div className="form-field">
          <label htmlFor={`${id}-min`}>{t('promos.minOrderSom')}</label>
          <input
            id={`${id}-min`}
            inputMode="numeric"
            value={values.minPrice}
            placeholder="0"
            aria-invalid={invalid('minPrice')}
            aria-describedby={describedBy('minPrice')}
            onChange={(event) => set({ minPrice: event.target.value })}
          />
        </div>
        <div className="promo-pair">
          <div className="form-field">
            <label htmlFor={`${id}-total`}>{t('promos.usesTotal')}</label>
            <input
              id={`${id}-total`}
              inputMode="numeric"
              value={values.usesTotal}
              placeholder={t('promos.noLimit')}
              aria-invalid={invalid('usesTotal')}
              aria-describedby={describedBy('usesTotal')}
              onChange={(event) => set({ usesTotal: event.target.value })}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-each`}>{t('promos.perCustomer')}</label>
            <input
              id={`${id}-each`}
              inputMode="numeric"
              value={values.usesPerCustomer}
              placeholder={t('promos.noLimit')}
              aria-invalid={invalid('usesPerCustomer')}
              aria-describedby={describedBy('usesPerCustomer')}
              onChange={(event) => set({ usesPerCustomer: event.target.value })}
            />
          </div>
        </div>
        <div className="promo-pair">
          <div className="form-field">
            <label htmlFor={`${id}-start`}>{t('promos.startDay')}</label>
            <input
              id={`${id}-start`}
              type="date"
              value={values.startDay}
              aria-invalid={invalid('startDate')}
              aria-describedby={describedBy('startDate')}
              onChange={(event) => set({ startDay: event.target.value })}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-end`}>{t('promos.endDay')}</label>
            <input
              id={`${id}-end`}
              type="date"
              value={values.endDay}
              aria-invalid={invalid('endDate')}
              aria-describedby={describedBy('endDate') ?? `${id}-end-hint`}
              onChange={(event) => set({ endDay: event.target.value })}
            />
            <span id={`${id}-end-hint`} className="promo-hint">
              {t('promos.endHint')}
            </span>
          </div>
        </div>
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {error.text}
          </p>
        )}
        <div className="promo-sheet-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('promos.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
            {promo ? t('promos.save') : t('promos.create')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
