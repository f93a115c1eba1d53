import { useT } from '@dastarkhan/client';
import { lazy, Suspense } from 'react';
import { useTenant } from '../../app/startup/tenant-context';
import { useHydrated } from '../../lib/use-hydrated';
import { HeartFace } from './heart-face';

// The store, the session and the API client stay out of the first load: a menu of hearts is
// drawn at once, and they come alive a moment after hydration (decision 010, first-load budget).
const HeartToggle = lazy(() => import('./heart-toggle'));

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
  const { t } = useT();
  const hydrated = useHydrated();
  if (!settings.favouriteActive) return null;
  const idle = <HeartFace variant={variant} on={false} label={t('favourites.add', { name })} />;
  if (!hydrated) return idle;
  return (
    <Suspense fallback={idle}>
      <HeartToggle productId={productId} name={name} variant={variant} />
    </Suspense>
  );
}
