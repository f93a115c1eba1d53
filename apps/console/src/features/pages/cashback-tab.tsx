import { useT } from '@dastarkhan/client';
import type { CashbackSettings, PaymentType, ServiceType } from '@dastarkhan/domain';
import { SERVICE_TYPE_LABELS } from '@dastarkhan/domain/client';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../app/session';
import { SaveOutcome, TabError, TabSkeleton } from './tab-states';
import { useLoaded } from './use-loaded';

const SERVICES: readonly ServiceType[] = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24'];
const PAYMENTS: readonly PaymentType[] = ['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM', 'PAYNET', 'OTHER'];
const URL = '/users/v1/operator/cashback';

/** Cashback: on/off, the percent, which orders earn it (decision 026). */
export function CashbackTab() {
  const { state, setState, retry } = useLoaded<CashbackSettings>(URL);
  if (state.status === 'loading') return <TabSkeleton rows={3} />;
  if (state.status === 'error') return <TabError text={state.text} onRetry={retry} />;
  return <CashbackForm initial={state.data} onSaved={(data) => setState({ status: 'ready', data })} />;
}

function CashbackForm({
  initial,
  onSaved,
}: {
  initial: CashbackSettings;
  onSaved: (next: CashbackSettings) => void;
}) {
  const { t, lang } = useT();
  const api = useApi();
  const id = useId();
  const [isActive, setActive] = useState(initial.isActive);
  const [percent, setPercent] = useState(String(initial.percent));
  const [services, setServices] = useState<ServiceType[]>(initial.serviceTypes);
  const [payments, setPayments] = useState<PaymentType[]>(initial.paymentTypes);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; field?: string } | null>(null);

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    const [failure, saved] = await api.put<CashbackSettings>(URL, {
      isActive,
      percent: Number(percent.trim() || '0'),
      serviceTypes: services,
      paymentTypes: payments,
    });
    setSaving(false);
    if (failure)
      return setOutcome({
        ok: false,
        text: failure.text,
        ...(failure.field ? { field: failure.field } : {}),
      });
    setOutcome({ ok: true, text: t('pages.saved') });
    onSaved(saved);
  }

  return (
    <form className="pages-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('pages.cashback')}</h2>
      <label className="pages-switch">
        <input type="checkbox" checked={isActive} onChange={(event) => setActive(event.target.checked)} />
        <span>
          <strong>{t('pages.cashbackOn')}</strong>
          <span className="pages-hint">{t('pages.cashbackOnHint')}</span>
        </span>
      </label>
      <div className="form-field pages-percent">
        <label htmlFor={`${id}-percent`}>{t('pages.cashbackPercent')}</label>
        <input
          id={`${id}-percent`}
          inputMode="numeric"
          value={percent}
          aria-invalid={outcome?.field === 'percent' ? true : undefined}
          onChange={(event) => setPercent(event.target.value)}
        />
      </div>
      <fieldset className="pages-checks">
        <legend>{t('pages.cashbackServices')}</legend>
        {SERVICES.map((type) => (
          <label key={type} className="pages-check">
            <input
              type="checkbox"
              checked={services.includes(type)}
              onChange={() => setServices((list) => toggle(list, type))}
            />
            {SERVICE_TYPE_LABELS[type][lang]}
          </label>
        ))}
      </fieldset>
      <fieldset className="pages-checks">
        <legend>{t('pages.cashbackPayments')}</legend>
        {PAYMENTS.map((type) => (
          <label key={type} className="pages-check">
            <input
              type="checkbox"
              checked={payments.includes(type)}
              onChange={() => setPayments((list) => toggle(list, type))}
            />
            {t(`pages.pay.${type}`)}
          </label>
        ))}
      </fieldset>
      <SaveOutcome outcome={outcome} />
      <button type="submit" className="button button-primary pages-save" disabled={saving} aria-busy={saving}>
        {t('pages.save')}
      </button>
    </form>
  );
}
