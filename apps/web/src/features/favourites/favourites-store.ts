import type { ApiError, ApiResult } from '@dastarkhan/client';
import type { FavouriteItem } from '@dastarkhan/domain';

export type FavouritesStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface FavouritesSnapshot {
  /** Whose favourites these are (merchant, user, token); null when nobody is signed in. */
  key: string | null;
  status: FavouritesStatus;
  ids: ReadonlySet<number>;
  /** The list as the last load answered it — what /profile/favorites shows. */
  items: readonly FavouriteItem[] | null;
  error: ApiError | null;
}

export type LoadFavourites = () => Promise<ApiResult<FavouriteItem[]>>;
export type SaveFavourite = (productId: number, isFavourite: boolean) => Promise<ApiResult<unknown>>;

const NO_IDS: ReadonlySet<number> = new Set();
export const EMPTY_FAVOURITES: FavouritesSnapshot = {
  key: null,
  status: 'idle',
  ids: NO_IDS,
  items: null,
  error: null,
};

/**
 * The signed-in user's favourite product ids, shared by every heart on the page: loaded once per
 * session, toggled optimistically and put back when the server refuses. A new session (logout,
 * another login) starts from nothing, and answers that arrive for the old one are dropped.
 */
export function createFavouritesStore() {
  const listeners = new Set<() => void>();
  let snapshot = EMPTY_FAVOURITES;
  let generation = 0;
  let loading: Promise<void> | null = null;
  // Per product while taps are being saved: requests go one after another (so the last tap is
  // the server's final word), the wanted state survives a list that arrives meanwhile, and the
  // last state the server accepted is what a failure returns to.
  const queues = new Map<number, Promise<unknown>>();
  const wanted = new Map<number, boolean>();
  const accepted = new Map<number, boolean>();
  const taps = new Map<number, number>();

  const emit = (next: FavouritesSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const withId = (productId: number, on: boolean) => {
    if (snapshot.ids.has(productId) === on) return;
    const ids = new Set(snapshot.ids);
    if (on) ids.add(productId);
    else ids.delete(productId);
    emit({ ...snapshot, ids });
  };

  /** Switches to `key`'s favourites; everything known about another session is forgotten. */
  function use(key: string | null) {
    if (snapshot.key === key) return;
    generation++;
    loading = null;
    for (const map of [queues, wanted, accepted, taps]) map.clear();
    emit({ ...EMPTY_FAVOURITES, key });
  }

  /** Fetches the list now; a fetch already under way is shared, not repeated. */
  function reload(key: string, load: LoadFavourites): Promise<void> {
    use(key);
    if (loading) return loading;
    const started = generation;
    emit({ ...snapshot, status: 'loading', error: null });
    const run = load().then(([error, items]) => {
      if (started !== generation) return;
      loading = null;
      if (error) return emit({ ...snapshot, status: 'error', error });
      const ids = new Set(items.map((item) => item.productId));
      for (const [productId, on] of wanted) {
        if (on) ids.add(productId);
        else ids.delete(productId);
      }
      emit({ key, status: 'ready', ids, items, error: null });
    });
    loading = run;
    return run;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY_FAVOURITES,
    has: (key: string | null, productId: number) => snapshot.key === key && snapshot.ids.has(productId),
    use,
    reload,
    /** Loads the list once per session; later calls wait for that one load. */
    load(key: string, load: LoadFavourites): Promise<void> {
      use(key);
      if (snapshot.status === 'idle') return reload(key, load);
      return loading ?? Promise.resolve();
    },
    /**
     * Flips the heart at once and saves it. Resolves to the error to show, or null — also null
     * when a later tap on the same product has taken over (that tap reports for itself).
     */
    async toggle(key: string, productId: number, save: SaveFavourite): Promise<ApiError | null> {
      use(key);
      const started = generation;
      const before = snapshot.ids.has(productId);
      const next = !before;
      if (!accepted.has(productId)) accepted.set(productId, before);
      const tap = (taps.get(productId) ?? 0) + 1;
      taps.set(productId, tap);
      wanted.set(productId, next);
      withId(productId, next);

      const queued = (queues.get(productId) ?? Promise.resolve()).then(() => save(productId, next));
      queues.set(productId, queued);
      const [error] = await queued;
      if (started !== generation) return null;
      if (!error) accepted.set(productId, next);
      if (taps.get(productId) !== tap) return null;

      const settled = error ? (accepted.get(productId) ?? before) : next;
      for (const map of [queues, wanted, accepted, taps]) map.delete(productId);
      withId(productId, settled);
      return error;
    },
  };
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;

/** One per browser tab. The server only ever reads the empty snapshot, so no request shares it. */
export const favouritesStore = createFavouritesStore();
