import { type ApiResult, apiErrorText, useT, useToast } from '@dastarkhan/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { useLoaded } from '../../lib/use-loaded';
import { type ArchiveList, appendArchivePage, firstArchivePage } from './archive-list';
import { getActiveOrders } from './get-active-orders';
import { getArchivedOrders } from './get-archived-orders';

/** The Active list, loaded when its tab is first shown and again on every visit of the screen. */
export function useActiveOrders(userId: number, wanted: boolean) {
  const { authed } = useApi();
  const shown = useShown(wanted);
  const { state, reload } = useLoaded(shown ? () => authed((api) => getActiveOrders(api, userId)) : null, [
    shown,
  ]);
  return { state, reload };
}

/** The Archive list: page 0 when its tab is first shown, the next pages on "show more". */
export function useArchivedOrders(userId: number, wanted: boolean) {
  const { authed } = useApi();
  const { t, lang } = useT();
  const toast = useToast();
  const shown = useShown(wanted);
  const { state, reload, update } = useLoaded(
    shown
      ? async (): Promise<ApiResult<ArchiveList>> => {
          const [error, page] = await authed((api) => getArchivedOrders(api, userId, 0));
          return error ? [error, null] : [null, firstArchivePage(page)];
        }
      : null,
    [shown],
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const alive = useAlive();

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
    update((current) => appendArchivePage(current, page));
    return page.content.find((order) => !known.has(order.id))?.id ?? null;
  }, [state, loadingMore, authed, userId, alive, toast, lang, t, update]);

  return { state, loadingMore, reload, loadMore };
}

/** True from the first time the list is wanted (its tab shown): a list, once loaded, stays. */
function useShown(wanted: boolean) {
  const [shown, setShown] = useState(wanted);
  if (wanted && !shown) setShown(true);
  return shown;
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
