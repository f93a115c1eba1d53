import { apiErrorText, formatTashkentDate, useT } from '@dastarkhan/client';
import type { AvailablePromo } from '@dastarkhan/domain';
import { formatSom, isOpenEnded } from '@dastarkhan/domain/client';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { useLoaded } from '../../lib/use-loaded';
import { getAvailablePromos } from './get-available-promos';
import './promos.css';

/** `/profile/promos` (decision 026): the codes the customer may use now, each copied with a tap. */
export function PromosScreen() {
  const { settings } = useTenant();
  const { t } = useT();
  if (!settings.promoActive) {
    return (
      <section className="account-page">
        <h1 className="account-title">{t('promos.title')}</h1>
        <p className="promos-message">{t('promos.unavailable')}</p>
      </section>
    );
  }
  return <AccountGate title={t('promos.title')}>{() => <PromosView />}</AccountGate>;
}

function PromosView() {
  const { t, lang } = useT();
  const { authed } = useApi();
  const { state, reload } = useLoaded(() => authed(getAvailablePromos), []);

  let content: React.ReactNode;
  if (state.status === 'error') {
    content = (
      <div className="promos-error">
        <p className="form-error" role="alert">
          {apiErrorText(state.error, lang, t('promos.loadFailed'))}
        </p>
        <button type="button" className="button" onClick={() => void reload()}>
          {t('error.retry')}
        </button>
      </div>
    );
  } else if (state.status !== 'ready') {
    content = (
      <div role="status" aria-label={t('promos.loading')}>
        {[0, 1, 2].map((index) => (
          <div key={index} className="skeleton promos-card-skeleton" />
        ))}
      </div>
    );
  } else if (state.data.length === 0) {
    content = (
      <div className="promos-message">
        <p>{t('promos.empty')}</p>
        <Link className="button" to="/">
          {t('soon.toMenu')}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className="promos-list">
        {state.data.map((promo) => (
          <PromoCard key={promo.id} promo={promo} />
        ))}
      </ul>
    );
  }

  return (
    <section className="account-page" aria-labelledby="promos-title">
      <h1 id="promos-title" className="account-title">
        {t('promos.title')}
      </h1>
      <p className="promos-hint">{t('promos.hint')}</p>
      {content}
    </section>
  );
}

function PromoCard({ promo }: { promo: AvailablePromo }) {
  const { t, lang } = useT();
  const [copied, setCopied] = useState(false);
  const gives =
    promo.type === 'FREE_DELIVERY'
      ? t('promos.freeDelivery')
      : promo.type === 'PERCENTAGE'
        ? t('promos.percentOff', { percent: promo.amount })
        : t('promos.amountOff', { amount: formatSom(promo.amount, lang) });

  async function copy() {
    try {
      await navigator.clipboard.writeText(promo.code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an old WebView, an insecure page): the code stays on screen to type.
    }
  }

  return (
    <li className="promos-card">
      <div className="promos-card-main">
        <strong className="promos-gives">{gives}</strong>
        <span className="promos-terms">
          {promo.minPrice > 0
            ? t('promos.minOrder', { amount: formatSom(promo.minPrice, lang) })
            : t('promos.anyOrder')}
        </span>
        <span className="promos-terms">
          {isOpenEnded(promo.endDate)
            ? t('promos.noEnd')
            : // Promos run whole days: the day, without its 23:59.
              t('promos.until', {
                date: formatTashkentDate(promo.endDate, lang).replace(/, \d{2}:\d{2}$/, ''),
              })}
          {promo.usesLeft !== null && (
            <>
              <span aria-hidden="true"> · </span>
              {t('promos.usesLeft', { count: promo.usesLeft })}
            </>
          )}
        </span>
      </div>
      {/* Named by what it shows ("PLOV10 Copy"): a spoken name that differs from the visible one fails voice control. */}
      <button type="button" className="promos-code" onClick={() => void copy()}>
        <span className="promos-code-text">{promo.code}</span>
        <span className="promos-code-action" aria-live="polite">
          {copied ? t('promos.copied') : t('promos.copyShort')}
        </span>
      </button>
    </li>
  );
}
