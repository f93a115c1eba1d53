import { useT } from '@dastarkhan/client';

/**
 * What Payme asks of a card form on a merchant's site: "Powered by Payme", the promise that the
 * card's data goes to Payme and not to the merchant, and a link to Payme's offer.
 */
export function PaymeNote({ offerUrl }: { offerUrl: string }) {
  const { t } = useT();
  return (
    <div className="cards-payme">
      <p className="cards-powered">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3z"
            fill="currentColor"
          />
        </svg>
        <span className="cards-powered-text">
          Powered by <span className="cards-payme-logo">Payme</span>
        </span>
      </p>
      <p className="cards-secure">{t('cards.secure')}</p>
      <p className="cards-offer">
        {t('cards.offerLead')}{' '}
        <a href={offerUrl} target="_blank" rel="noopener noreferrer">
          {t('cards.offer')}
        </a>
      </p>
    </div>
  );
}
