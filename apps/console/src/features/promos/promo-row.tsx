import { useT } from '@dastarkhan/client';
import type { OperatorPromo } from '@dastarkhan/domain';
import { formatSom, isOpenEnded } from '@dastarkhan/domain/client';
import { useState } from 'react';
import { useApi } from '../../app/session';
import { promoDayLabel } from './promo-form-values';

/** One promo: what it gives, its terms, how often it was used; edit and (de)activate. */
export function PromoRow({
  promo,
  onEdit,
  onChanged,
}: {
  promo: OperatorPromo;
  onEdit: () => void;
  onChanged: (promo: OperatorPromo) => void;
}) {
  const { t, lang } = useT();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setBusy(true);
    setError(null);
    const [failure, next] = await api.put<OperatorPromo>(`/orders/v1/operator/promos/${promo.id}/active`, {
      isActive: !promo.isActive,
    });
    setBusy(false);
    if (failure) return setError(failure.text);
    onChanged(next);
  }

  const gives =
    promo.type === 'FREE_DELIVERY'
      ? t('promos.kind.FREE_DELIVERY')
      : promo.type === 'PERCENTAGE'
        ? t('promos.percentOff', { percent: promo.amount })
        : t('promos.amountOff', { amount: formatSom(promo.amount, lang) });
  const titleId = `promo-${promo.id}-code`;

  return (
    <li className={`promo-row${promo.isActive ? '' : ' promo-row-off'}`} aria-labelledby={titleId}>
      <div className="promo-head">
        <strong id={titleId} className="promo-code">
          {promo.code}
        </strong>
        <span className={`promo-state promo-state-${promo.isActive ? 'on' : 'off'}`}>
          {promo.isActive ? t('promos.active') : t('promos.inactive')}
        </span>
      </div>
      <p className="promo-gives">{gives}</p>
      <dl className="promo-terms">
        <div>
          <dt>{t('promos.uses')}</dt>
          <dd>
            {promo.usesTotal === null
              ? t('promos.usesCount', { count: promo.uses })
              : t('promos.usesOf', { count: promo.uses, total: promo.usesTotal })}
          </dd>
        </div>
        <div>
          <dt>{t('promos.perCustomer')}</dt>
          <dd>
            {promo.usesPerCustomer === null
              ? t('promos.noLimit')
              : t('promos.timesEach', { count: promo.usesPerCustomer })}
          </dd>
        </div>
        <div>
          <dt>{t('promos.minOrder')}</dt>
          <dd>{promo.minPrice > 0 ? formatSom(promo.minPrice, lang) : t('promos.noMinimum')}</dd>
        </div>
        <div className="promo-dates">
          <dt>{t('promos.dates')}</dt>
          <dd>
            {promoDayLabel(promo.startDate, lang)} –{' '}
            {isOpenEnded(promo.endDate) ? t('promos.noEnd') : promoDayLabel(promo.endDate, lang)}
          </dd>
        </div>
      </dl>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="promo-actions">
        <button type="button" className="button" onClick={onEdit}>
          {t('promos.edit')}
          <span className="visually-hidden"> {promo.code}</span>
        </button>
        <button
          type="button"
          className={`button ${promo.isActive ? 'promo-deactivate' : ''}`}
          onClick={() => void toggle()}
          disabled={busy}
        >
          {promo.isActive ? t('promos.deactivate') : t('promos.activate')}
          <span className="visually-hidden"> {promo.code}</span>
        </button>
      </div>
    </li>
  );
}
