import { type ApiError, type ApiResult, apiErrorText, useT, useToast } from '@dastarkhan/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { useLoaded } from '../../lib/use-loaded';
import { getNotifications } from './get-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';
import {
  appendPage,
  firstPage,
  type NotificationList,
  setAllRead,
  setRead,
  unreadIds,
} from './notification-list';

/**
 * The notifications screen's data: the first page on arrival, older pages on demand, and read
 * marks shown at once — taken back, with a toast, if the server refuses them.
 */
export function useNotifications() {
  const { authed } = useApi();
  const { t, lang } = useT();
  const toast = useToast();
  // Once per visit: the hook's callbacks change identity with the language, not the data.
  const {
    state: loading,
    reload,
    update,
  } = useLoaded(async (): Promise<ApiResult<NotificationList>> => {
    const [error, page] = await authed((api) => getNotifications(api, 0));
    return error ? [error, null] : [null, firstPage(page)];
  }, []);
  const list = loading.status === 'ready' ? loading.data : null;
  const [loadingMore, setLoadingMore] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = useCallback(
    (error: ApiError, fallback: string) => {
      // A 401 has already logged out and said so (spec §8).
      if (error.status !== 401) toast({ kind: 'error', text: apiErrorText(error, lang, fallback) });
    },
    [toast, lang],
  );

  /** Resolves to the id of the first row it added, for the caller to move focus to. */
  const loadMore = useCallback(async (): Promise<number | null> => {
    if (!list || loadingMore) return null;
    setLoadingMore(true);
    const [error, page] = await authed((api) => getNotifications(api, list.page + 1));
    if (!alive.current) return null;
    setLoadingMore(false);
    if (error) {
      fail(error, t('notifications.loadFailed'));
      return null;
    }
    const known = new Set(list.items.map((item) => item.id));
    update((current) => appendPage(current, page));
    return page.content.find((item) => !known.has(item.id))?.id ?? null;
  }, [list, loadingMore, authed, fail, t, update]);

  const markRead = useCallback(
    async (id: number) => {
      if (!list?.items.some((item) => item.id === id && !item.read)) return;
      update((current) => setRead(current, [id], true));
      const [error] = await authed((api) => markNotificationRead(api, id));
      if (!error || !alive.current) return;
      update((current) => setRead(current, [id], false));
      fail(error, t('notifications.saveFailed'));
    },
    [list, authed, fail, t, update],
  );

  const markAllRead = useCallback(async () => {
    if (!list || list.unread === 0) return;
    const ids = unreadIds(list);
    const unread = list.unread;
    update((current) => setAllRead(current));
    const [error] = await authed((api) => markAllNotificationsRead(api));
    if (!error || !alive.current) return;
    update((current) => ({ ...setRead(current, ids, false), unread }));
    fail(error, t('notifications.saveFailed'));
  }, [list, authed, fail, t, update]);

  return { loading, list, loadingMore, reload, loadMore, markRead, markAllRead };
}
