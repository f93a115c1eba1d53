import { apiErrorText, formatTashkentDate, useT } from '@dastarkhan/client';
import { formatSom } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { useTenant } from '../../app/startup/tenant-context';
import { hasMoreCashback, signOf } from './cashback-list';
import { useCashbackHistory } from './use-cashback-history';
import './cashback.css';

/** `/profile/cashback` (decision 015): the balance and every move of it, when the tenant has cashback. */
export function CashbackScreen() {
  const { settings } = useTenant();
  const { t } = useT();
  if (!settings.cashbackActive) {
    return (
      <section className="account-page">
        <h1 className="account-title">{t('cashback.title')}</h1>
        <p className="cashback-message">{t('cashback.unavailable')}</p>
      </section>
    );
  }
  return <AccountGate title={t('cashback.title')}>{() => <CashbackView />}</AccountGate>;
}

function CashbackView() {
  const { t, lang } = useT();
  const { loading, list, loadingMore, moreError, reload, loadMore } = useCashbackHistory();

  let content: React.ReactNode;
  if (loading.status === 'error') {
    content = (
      <div className="cashback-error">
        <p className="form-error" role="alert">
          {apiErrorText(loading.error, lang, t('cashback.loadFailed'))}
        </p>
        <button type="button" className="button" onClick={() => void reload()}>
          {t('error.retry')}
        </button>
      </div>
    );
  } else if (loading.status === 'loading' || !list) {
    content = (
      <div role="status" aria-label={t('cashback.loading')}>
        <div className="skeleton cashback-balance-skeleton" />
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="skeleton cashback-row-skeleton" />
        ))}
      </div>
    );
  } else {
    content = (
      <>
        <div className="cashback-balance">
          <span className="cashback-balance-label">{t('cashback.balance')}</span>
          <strong className="cashback-balance-amount">{formatSom(list.balance, lang)}</strong>
          <p className="cashback-balance-hint">{t('cashback.hint')}</p>
        </div>
        <section className="cashback-history" aria-labelledby="cashback-history-title">
          <h2 id="cashback-history-title" className="cashback-history-title">
            {t('cashback.history')}
          </h2>
          {list.entries.length === 0 ? (
            <p className="cashback-empty">{t('cashback.empty')}</p>
          ) : (
            <ul className="account-card cashback-list">
              {list.entries.map((entry) => (
                <li key={entry.id} className={`cashback-row cashback-row-${entry.kind.toLowerCase()}`}>
                  <span className="cashback-row-icon" aria-hidden="true">
                    {entry.amount >= 0 ? '+' : '−'}
                  </span>
                  <span className="cashback-row-body">
                    <span className="cashback-row-kind">{t(`cashback.kind.${entry.kind}`)}</span>
                    <span className="cashback-row-meta">
                      {entry.orderId !== null && entry.orderNumber !== null && (
                        <>
                          <Link to={`/profile/orders/${entry.orderId}`}>
                            {t('cashback.order', { number: entry.orderNumber })}
                          </Link>
                          <span aria-hidden="true"> · </span>
                        </>
                      )}
                      <time dateTime={entry.createdDate}>{formatTashkentDate(entry.createdDate, lang)}</time>
                    </span>
                  </span>
                  <span className="cashback-row-amount">
                    {signOf(entry.amount)}
                    {formatSom(Math.abs(entry.amount), lang)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {moreError && (
            <p className="form-error" role="alert">
              {apiErrorText(moreError, lang, t('cashback.loadFailed'))}
            </p>
          )}
          {hasMoreCashback(list) && (
            <button
              type="button"
              className="button cashback-more"
              onClick={() => void loadMore()}
              aria-disabled={loadingMore}
              aria-busy={loadingMore}
            >
              {loadingMore ? t('cashback.loadingMore') : t('cashback.loadMore')}
            </button>
          )}
        </section>
      </>
    );
  }

  return (
    <section className="account-page" aria-labelledby="cashback-title">
      <h1 id="cashback-title" className="account-title">
        {t('cashback.title')}
      </h1>
      {content}
    </section>
  );
}
