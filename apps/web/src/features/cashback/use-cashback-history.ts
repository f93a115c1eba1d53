import type { ApiError, ApiResult } from '@dastarkhan/client';
import { useCallback, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { useLoaded } from '../../lib/use-loaded';
import { appendCashbackPage, type CashbackList, firstCashbackPage } from './cashback-list';
import { getCashbackHistory } from './get-cashback-history';

/** The cashback screen's data: the first page on arrival, older pages on demand. */
export function useCashbackHistory() {
  const { authed } = useApi();
  const {
    state: loading,
    reload,
    update,
  } = useLoaded(async (): Promise<ApiResult<CashbackList>> => {
    const [error, page] = await authed((api) => getCashbackHistory(api, 0));
    return error ? [error, null] : [null, firstCashbackPage(page)];
  }, []);
  const list = loading.status === 'ready' ? loading.data : null;
  const [moreError, setMoreError] = useState<ApiError | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const loadMore = useCallback(async () => {
    if (!list || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    const [error, page] = await authed((api) => getCashbackHistory(api, list.page + 1));
    setLoadingMore(false);
    if (error) return setMoreError(error);
    update((current) => appendCashbackPage(current, page));
  }, [list, loadingMore, authed, update]);

  return { loading, list, loadingMore, moreError, reload, loadMore };
}
