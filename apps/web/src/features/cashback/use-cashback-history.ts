import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import type { ApiError } from '../../lib/api-client';
import { appendCashbackPage, type CashbackList, firstCashbackPage } from './cashback-list';
import { getCashbackHistory } from './get-cashback-history';

type Loading = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready' };

/** The cashback screen's data: the first page on arrival, older pages on demand. */
export function useCashbackHistory() {
  const { authed } = useApi();
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [list, setList] = useState<CashbackList | null>(null);
  const [moreError, setMoreError] = useState<ApiError | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(async () => {
    setLoading({ status: 'loading' });
    const [error, page] = await authed((api) => getCashbackHistory(api, 0));
    if (error) return setLoading({ status: 'error', error });
    setList(firstCashbackPage(page));
    setLoading({ status: 'ready' });
  }, [authed]);

  const first = useRef(load);
  useEffect(() => {
    void first.current();
  }, []);

  const loadMore = useCallback(async () => {
    if (!list || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    const [error, page] = await authed((api) => getCashbackHistory(api, list.page + 1));
    setLoadingMore(false);
    if (error) return setMoreError(error);
    setList((current) => (current ? appendCashbackPage(current, page) : current));
  }, [list, loadingMore, authed]);

  return { loading, list, loadingMore, moreError, reload: load, loadMore };
}
