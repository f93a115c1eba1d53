import { type ApiError, apiErrorText, useT } from '@dastarkhan/client';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ROWS = ['a', 'b'];

/** Card-shaped placeholders while the cards load (no spinner, no jump when they arrive). */
export function CardsSkeleton() {
  const { t } = useT();
  return (
    <div className="cards-list" role="status">
      <span className="visually-hidden">{t('cards.loading')}</span>
      {ROWS.map((row) => (
        <div key={row} className="skeleton cards-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

export function CardsFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t, lang } = useT();
  return (
    <div className="account-card cards-message">
      <p className="form-error" role="alert">
        {apiErrorText(error, lang, t('cards.loadFailed'))}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('cards.retry')}
      </button>
    </div>
  );
}

/** No cards yet: a friendly line and the way to add one. */
export function CardsEmpty({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="account-card cards-message cards-empty">
      <CardGlyph />
      <h2 className="cards-section-title">{t('cards.emptyTitle')}</h2>
      <p>{t('cards.empty')}</p>
      {children}
    </div>
  );
}

/** The tenant's `cardActive` is off: say so, and lead back to the profile. */
export function CardsUnavailable() {
  const { t } = useT();
  return (
    <div className="account-card cards-message">
      <p>{t('cards.unavailable')}</p>
      <Link className="button" to="/profile">
        {t('cards.toProfile')}
      </Link>
    </div>
  );
}

export function CardGlyph({ size = 48 }: { size?: number }) {
  return (
    <svg
      className="cards-glyph"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="10" width="40" height="28" rx="5" fill="currentColor" opacity="0.14" />
      <rect x="4" y="16" width="40" height="6" fill="currentColor" opacity="0.5" />
      <rect x="10" y="28" width="12" height="4" rx="2" fill="currentColor" opacity="0.6" />
    </svg>
  );
}
