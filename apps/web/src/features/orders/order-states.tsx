import { type ApiError, apiErrorText, useT } from '@dastarkhan/client';
import { Link } from 'react-router';

/** The details screen's shape while the order loads: nothing moves when it arrives. */
export function OrderSkeleton() {
  const { t } = useT();
  return (
    <section className="order-page" aria-busy="true">
      <h1 className="visually-hidden">{t('orders.loadingOne')}</h1>
      <div role="status" className="visually-hidden">
        {t('orders.loadingOne')}
      </div>
      <div aria-hidden="true">
        <div className="skeleton order-skeleton-back" />
        <div className="skeleton order-skeleton-title" />
        <div className="order-layout">
          <div className="order-main">
            <div className="skeleton order-skeleton-status" />
            <div className="skeleton order-skeleton-block" />
          </div>
          <div className="order-side">
            <div className="skeleton order-skeleton-block" />
          </div>
        </div>
      </div>
    </section>
  );
}

/** No such order (a 404 or a bad id), or a failure with a way to try again. */
export function OrderLoadProblem({
  notFound = false,
  error = null,
  onRetry,
}: {
  notFound?: boolean;
  error?: ApiError | null;
  onRetry?: () => void;
}) {
  const { t, lang } = useT();
  const missing = notFound || error?.status === 404 || error?.status === 403;
  return (
    <section className="order-page">
      <Link className="order-back" to="/profile/orders">
        <span aria-hidden="true">←</span> {t('orders.back')}
      </Link>
      <h1 className="account-title">{missing ? t('orders.notFound') : t('orders.loadOneFailed')}</h1>
      {!missing && (
        <div className="orders-error">
          <p className="form-error" role="alert">
            {apiErrorText(error, lang, t('orders.loadOneFailed'))}
          </p>
          {onRetry && (
            <button type="button" className="button" onClick={onRetry}>
              {t('error.retry')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
