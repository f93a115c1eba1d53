import type { ApiError } from '@dastarkhan/client';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type SessionState, useApi, useSession } from '../../app/session/use-session';
import { EMPTY_FAVOURITES, type FavouritesSnapshot, favouritesStore } from './favourites-store';
import { getFavourites } from './get-favourites';
import { setFavourite } from './set-favourite';

export interface Favourites {
  session: SessionState;
  /** Whose favourites the store must hold now; null for guests and while unknown. */
  key: string | null;
  reload: () => Promise<void>;
  toggle: (productId: number) => Promise<ApiError | null>;
}

/**
 * Binds the shared store to the current session: the first heart on a page starts the one load,
 * a logout or another login empties it, and calls go through `authed` (spec §8 on a 401).
 */
export function useFavourites(): Favourites {
  const session = useSession();
  const { authed } = useApi();
  const user = session.status === 'user' ? session.session : null;
  const key = user ? `${user.merchantId}:${user.user.id}:${user.token}` : null;
  const userId = user?.user.id ?? null;

  const load = useCallback(() => authed((api) => getFavourites(api, userId ?? 0)), [authed, userId]);
  useEffect(() => {
    if (session.status === 'guest') favouritesStore.use(null);
    else if (key) void favouritesStore.load(key, load);
  }, [session.status, key, load]);

  const reload = useCallback(
    () => (key ? favouritesStore.reload(key, load) : Promise.resolve()),
    [key, load],
  );
  const toggle = useCallback(
    async (productId: number) =>
      key
        ? favouritesStore.toggle(key, productId, (id, on) => authed((api) => setFavourite(api, id, on)))
        : null,
    [key, authed],
  );
  return { session, key, reload, toggle };
}

/** One heart's state: only the hearts whose answer changed re-render on a tap. */
export function useIsFavourite(key: string | null, productId: number): boolean {
  return useSyncExternalStore(
    favouritesStore.subscribe,
    () => favouritesStore.has(key, productId),
    () => false,
  );
}

/** The store as the favourites screen reads it; another session's leftovers never show. */
export function useFavouritesSnapshot(key: string | null): FavouritesSnapshot {
  const snapshot = useSyncExternalStore(
    favouritesStore.subscribe,
    favouritesStore.getSnapshot,
    favouritesStore.getServerSnapshot,
  );
  return snapshot.key === key ? snapshot : EMPTY_FAVOURITES;
}
