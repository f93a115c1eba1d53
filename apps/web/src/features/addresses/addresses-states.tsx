import { type ApiError, apiErrorText, useT } from '@dastarkhan/client';
import type { ReactNode } from 'react';

const ROWS = ['a', 'b', 'c'];

/** Card-shaped placeholders while the addresses load (no spinner, no jump when they arrive). */
export function AddressesSkeleton() {
  const { t } = useT();
  return (
    <div className="addr-list" role="status">
      <span className="visually-hidden">{t('addresses.loading')}</span>
      {ROWS.map((row) => (
        <div key={row} className="skeleton addr-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

export function AddressesFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t, lang } = useT();
  return (
    <div className="account-card addr-message">
      <p className="form-error" role="alert">
        {apiErrorText(error, lang, t('addresses.loadFailed'))}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('addresses.retry')}
      </button>
    </div>
  );
}

/** No addresses yet: a friendly line and the way to add one. */
export function AddressesEmpty({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="account-card addr-message addr-empty">
      <h2 className="addr-section-title">{t('addresses.emptyTitle')}</h2>
      <p>{t('addresses.empty')}</p>
      {children}
    </div>
  );
}
