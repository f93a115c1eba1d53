import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { apiErrorText } from '../session/api-error-text';
import { sessionStore } from '../session/session-store';
import { useTenant } from '../startup/tenant-context';
import { useToast } from '../toasts/toast-provider';
import { useFavourites, useIsFavourite } from './use-favourites';
import './favourites.css';

const HEART =
  'M12 20.6 10.6 19.3C5.6 14.8 2.5 12 2.5 8.4 2.5 5.6 4.7 3.4 7.5 3.4c1.6 0 3.1.7 4.5 2.2 1.4-1.5 2.9-2.2 4.5-2.2 2.8 0 5 2.2 5 5 0 3.6-3.1 6.4-8.1 10.9z';

/**
 * The heart of a product (`favouriteActive`): over a card's photo (`card`) or beside the product
 * title (`inline`). The server and the first client render draw it empty — the session lives in
 * the browser — and the stored state follows right after, in the same 44 px box.
 */
export function FavouriteButton({
  productId,
  name,
  variant = 'card',
}: {
  productId: number;
  name: string;
  variant?: 'card' | 'inline';
}) {
  const { settings } = useTenant();
  if (!settings.favouriteActive) return null;
  return <HeartToggle productId={productId} name={name} variant={variant} />;
}

function HeartToggle({
  productId,
  name,
  variant,
}: {
  productId: number;
  name: string;
  variant: 'card' | 'inline';
}) {
  const { t, lang } = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const favourites = useFavourites();
  const on = useIsFavourite(favourites.key, productId);

  const onClick = async () => {
    if (favourites.session.status === 'guest') {
      // Read at the click, not subscribed to: a hundred hearts need not re-render on every navigation.
      const { pathname, search, hash } = window.location;
      sessionStore.rememberRedirect(`${pathname}${search}${hash}`);
      navigate('/login');
      return;
    }
    if (favourites.session.status !== 'user') return;
    const error = await favourites.toggle(productId);
    // A 401 has already logged out and said so (spec §8).
    if (error && error.status !== 401) {
      toast({ kind: 'error', text: apiErrorText(error, lang, t('favourites.saveFailed')) });
    }
  };

  return (
    <button
      type="button"
      className={`favourite-button favourite-button-${variant}`}
      aria-pressed={on}
      aria-label={t(on ? 'favourites.remove' : 'favourites.add', { name })}
      onClick={onClick}
    >
      <span className="favourite-button-face">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d={HEART}
            fill={on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    </button>
  );
}
