import { apiErrorText, useT } from '@dastarkhan/client';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { useTenant } from '../../app/startup/tenant-context';
import { FavouriteCard } from './favourite-card';
import { useFavourites, useFavouritesSnapshot } from './use-favourites';

/** `/profile/favorites`: the signed-in customer's favourite dishes (`favouriteActive`). */
export function FavouritesScreen() {
  const { settings } = useTenant();
  const { t } = useT();
  if (!settings.favouriteActive) {
    return (
      <section className="account-page">
        <h1 className="account-title">{t('favourites.title')}</h1>
        <p className="favourites-message">{t('favourites.unavailable')}</p>
      </section>
    );
  }
  return (
    <AccountGate title={t('favourites.title')}>
      {() => (
        <section className="account-page">
          <h1 className="account-title">{t('favourites.title')}</h1>
          <FavouriteList />
        </section>
      )}
    </AccountGate>
  );
}

function FavouriteList() {
  const { t, lang } = useT();
  const favourites = useFavourites();
  const snapshot = useFavouritesSnapshot(favourites.key);
  const [fresh, setFresh] = useState(false);
  // Fetched on every visit (a heart tapped elsewhere needs its dish's data), once per session key.
  const reload = useRef(favourites.reload);
  reload.current = favourites.reload;
  const { key } = favourites;
  useEffect(() => {
    if (!key) return;
    let live = true;
    setFresh(false);
    void reload.current().then(() => {
      if (live) setFresh(true);
    });
    return () => {
      live = false;
    };
  }, [key]);

  if (fresh && snapshot.status === 'error') {
    return (
      <div className="favourites-error">
        <p className="form-error" role="alert">
          {snapshot.error
            ? apiErrorText(snapshot.error, lang, t('favourites.loadFailed'))
            : t('favourites.loadFailed')}
        </p>
        <button type="button" className="button" onClick={() => void favourites.reload()}>
          {t('error.retry')}
        </button>
      </div>
    );
  }
  if (!fresh || !snapshot.items) {
    return (
      <div className="product-grid favourites-grid" role="status" aria-label={t('favourites.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="favourites-skeleton-card">
            <div className="skeleton favourites-skeleton-photo" />
            <div className="skeleton favourites-skeleton-line" />
            <div className="skeleton favourites-skeleton-line favourites-skeleton-price" />
          </div>
        ))}
      </div>
    );
  }
  if (snapshot.items.length === 0) {
    return (
      <div className="favourites-empty">
        <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="32" fill="var(--surface-2)" />
          <path
            d="M32 45 29.7 43C21.6 35.7 16.5 31.2 16.5 25.3c0-4.6 3.6-8.2 8.2-8.2 2.6 0 5.1 1.2 7.3 3.6 2.2-2.4 4.7-3.6 7.3-3.6 4.6 0 8.2 3.6 8.2 8.2 0 5.9-5.1 10.4-13.2 17.7z"
            fill="none"
            stroke="var(--muted)"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </svg>
        <p>{t('favourites.empty')}</p>
        <Link to="/" className="button button-primary">
          {t('favourites.toMenu')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="product-grid grid-medium favourites-grid" aria-label={t('favourites.list')}>
      {snapshot.items.map((item) => (
        <li key={item.productId}>
          <FavouriteCard item={item} />
        </li>
      ))}
    </ul>
  );
}
