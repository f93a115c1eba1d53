import type { ApiError, ApiResult } from '@dastarkhan/client';
import type { FavouriteItem } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { createFavouritesStore } from './favourites-store';

const NETWORK: ApiError = { status: 0, code: 'NETWORK_ERROR', message: null };

function createItem(productId: number): FavouriteItem {
  return {
    productId,
    createdDate: '2024-05-01T10:00:00.000Z',
    product: {
      id: productId,
      name: { uz: 'Osh', ru: 'Плов', eng: 'Pilaf' },
      image: null,
      costPrice: 30_000,
      discount: 0,
      unit: 'GRAMM',
      measure: 350,
      active: true,
    },
  };
}

/** A promise the test settles by hand, to order answers the way a slow network would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const answer = (ids: number[]) => async (): Promise<ApiResult<FavouriteItem[]>> => [
  null,
  ids.map(createItem),
];
const ok = async (): Promise<ApiResult<unknown>> => [null, {}];
const failing = async (): Promise<ApiResult<unknown>> => [NETWORK, null];

describe('favouritesStore', () => {
  it('loads the list once however many hearts ask for it', async () => {
    const store = createFavouritesStore();
    let calls = 0;
    const load = async (): Promise<ApiResult<FavouriteItem[]>> => {
      calls++;
      return [null, [createItem(7)]];
    };
    await Promise.all([store.load('a', load), store.load('a', load), store.load('a', load)]);
    await store.load('a', load);
    expect(calls).toBe(1);
    expect(store.has('a', 7)).toBe(true);
  });

  it('shows a tap at once and keeps it when the server accepts it', async () => {
    const store = createFavouritesStore();
    await store.load('a', answer([]));
    const saving = store.toggle('a', 3, ok);
    expect(store.has('a', 3)).toBe(true);
    expect(await saving).toBeNull();
    expect(store.has('a', 3)).toBe(true);
  });

  it('puts the heart back and reports the error when saving fails', async () => {
    const store = createFavouritesStore();
    await store.load('a', answer([3]));
    const saving = store.toggle('a', 3, failing);
    expect(store.has('a', 3)).toBe(false);
    expect(await saving).toEqual(NETWORK);
    expect(store.has('a', 3)).toBe(true);
  });

  it('lets the last of quick taps decide, and reports only its failure', async () => {
    const store = createFavouritesStore();
    await store.load('a', answer([]));
    const first = deferred<ApiResult<unknown>>();
    const sent: boolean[] = [];
    const on = store.toggle('a', 5, (_, value) => {
      sent.push(value);
      return first.promise;
    });
    const off = store.toggle('a', 5, async (_, value) => {
      sent.push(value);
      return [NETWORK, null];
    });
    expect(store.has('a', 5)).toBe(false);
    first.resolve([null, {}]);
    expect(await on).toBeNull();
    expect(await off).toEqual(NETWORK);
    expect(sent).toEqual([true, false]);
    // The first tap was saved: the failed second one returns to it.
    expect(store.has('a', 5)).toBe(true);
  });

  it('keeps a tap made while the list was still loading', async () => {
    const store = createFavouritesStore();
    const list = deferred<ApiResult<FavouriteItem[]>>();
    const loading = store.load('a', () => list.promise);
    const save = deferred<ApiResult<unknown>>();
    const saving = store.toggle('a', 9, () => save.promise);
    list.resolve([null, [createItem(1)]]);
    await loading;
    expect(store.has('a', 9)).toBe(true);
    expect(store.has('a', 1)).toBe(true);
    save.resolve([null, {}]);
    await saving;
    expect(store.has('a', 9)).toBe(true);
  });

  it('forgets the previous session and drops its late answers', async () => {
    const store = createFavouritesStore();
    const list = deferred<ApiResult<FavouriteItem[]>>();
    const loading = store.load('alice', () => list.promise);
    store.use(null);
    list.resolve([null, [createItem(1)]]);
    await loading;
    expect(store.getSnapshot()).toMatchObject({ key: null, status: 'idle', items: null });
    await store.load('bob', answer([2]));
    expect(store.has('bob', 1)).toBe(false);
    expect(store.has('bob', 2)).toBe(true);
    expect(store.has('alice', 2)).toBe(false);
  });

  it('fetches again on reload and keeps the loaded rows for the favourites screen', async () => {
    const store = createFavouritesStore();
    await store.load('a', answer([1]));
    await store.reload('a', answer([1, 2]));
    expect(store.getSnapshot().items?.map((item) => item.productId)).toEqual([1, 2]);
    expect(store.getSnapshot().status).toBe('ready');
  });

  it('reports a failed load without losing the hearts already known', async () => {
    const store = createFavouritesStore();
    await store.load('a', answer([4]));
    await store.reload('a', async () => [NETWORK, null]);
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: NETWORK });
    expect(store.has('a', 4)).toBe(true);
  });
});
