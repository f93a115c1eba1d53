import type { OrderDetails } from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../app/session/api-error-text';
import { useApi } from '../../app/session/use-session';
import { useToast } from '../../app/toasts/toast-provider';
import { useT } from '../../i18n/i18n-context';
import type { ApiError } from '../../lib/api-client';
import { type ArchiveList, appendArchivePage, firstArchivePage } from './archive-list';
import { getActiveOrders } from './get-active-orders';
import { getArchivedOrders } from './get-archived-orders';

export type Loaded<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: T };

/** The Active list, loaded when its tab is first shown and again on every visit of the screen. */
export function useActiveOrders(userId: number, wanted: boolean) {
  const { authed } = useApi();
  const [state, setState] = useState<Loaded<OrderDetails[]>>({ status: 'idle' });
  const alive = useAlive();

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const [error, orders] = await authed((api) => getActiveOrders(api, userId));
    if (!alive.current) return;
    setState(error ? { status: 'error', error } : { status: 'ready', data: orders });
  }, [authed, userId, alive]);

  useLoadOnce(wanted, state.status === 'idle', load);
  return { state, reload: load };
}

/** The Archive list: page 0 when its tab is first shown, the next pages on "show more". */
export function useArchivedOrders(userId: number, wanted: boolean) {
  const { authed } = useApi();
  const { t, lang } = useT();
  const toast = useToast();
  const [state, setState] = useState<Loaded<ArchiveList>>({ status: 'idle' });
  const [loadingMore, setLoadingMore] = useState(false);
  const alive = useAlive();

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const [error, page] = await authed((api) => getArchivedOrders(api, userId, 0));
    if (!alive.current) return;
    setState(error ? { status: 'error', error } : { status: 'ready', data: firstArchivePage(page) });
  }, [authed, userId, alive]);

  useLoadOnce(wanted, state.status === 'idle', load);

  /** Resolves to the id of the first order it added, for the caller to move focus to. */
  const loadMore = useCallback(async (): Promise<number | null> => {
    if (state.status !== 'ready' || loadingMore) return null;
    const list = state.data;
    setLoadingMore(true);
    const [error, page] = await authed((api) => getArchivedOrders(api, userId, list.page + 1));
    if (!alive.current) return null;
    setLoadingMore(false);
    if (error) {
      if (error.status !== 401)
        toast({ kind: 'error', text: apiErrorText(error, lang, t('orders.loadFailed')) });
      return null;
    }
    const known = new Set(list.orders.map((order) => order.id));
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: appendArchivePage(current.data, page) } : current,
    );
    return page.content.find((order) => !known.has(order.id))?.id ?? null;
  }, [state, loadingMore, authed, userId, alive, toast, lang, t]);

  return { state, loadingMore, reload: load, loadMore };
}

function useAlive() {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return alive;
}

/** Runs `load` the first time the list is wanted (its tab shown) and not loaded yet. */
function useLoadOnce(wanted: boolean, idle: boolean, load: () => Promise<void>) {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (wanted && idle) void latest.current();
  }, [wanted, idle]);
}
