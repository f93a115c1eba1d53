import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../app/session/api-error-text';
import { useApi } from '../../app/session/use-session';
import { useToast } from '../../app/toasts/toast-provider';
import { useT } from '../../i18n/i18n-context';
import type { ApiError } from '../../lib/api-client';
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

type Loading = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready' };

/**
 * The notifications screen's data: the first page on arrival, older pages on demand, and read
 * marks shown at once — taken back, with a toast, if the server refuses them.
 */
export function useNotifications() {
  const { authed } = useApi();
  const { t, lang } = useT();
  const toast = useToast();
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [list, setList] = useState<NotificationList | null>(null);
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

  const load = useCallback(async () => {
    setLoading({ status: 'loading' });
    const [error, page] = await authed((api) => getNotifications(api, 0));
    if (!alive.current) return;
    if (error) return setLoading({ status: 'error', error });
    setList(firstPage(page));
    setLoading({ status: 'ready' });
  }, [authed]);

  // Once per visit: the hook's callbacks change identity with the language, not the data.
  const first = useRef(load);
  useEffect(() => {
    void first.current();
  }, []);

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
    setList((current) => (current ? appendPage(current, page) : current));
    return page.content.find((item) => !known.has(item.id))?.id ?? null;
  }, [list, loadingMore, authed, fail, t]);

  const markRead = useCallback(
    async (id: number) => {
      if (!list?.items.some((item) => item.id === id && !item.read)) return;
      setList((current) => current && setRead(current, [id], true));
      const [error] = await authed((api) => markNotificationRead(api, id));
      if (!error || !alive.current) return;
      setList((current) => current && setRead(current, [id], false));
      fail(error, t('notifications.saveFailed'));
    },
    [list, authed, fail, t],
  );

  const markAllRead = useCallback(async () => {
    if (!list || list.unread === 0) return;
    const ids = unreadIds(list);
    const unread = list.unread;
    setList((current) => current && setAllRead(current));
    const [error] = await authed((api) => markAllNotificationsRead(api));
    if (!error || !alive.current) return;
    setList((current) => current && { ...setRead(current, ids, false), unread });
    fail(error, t('notifications.saveFailed'));
  }, [list, authed, fail, t]);

  return { loading, list, loadingMore, reload: load, loadMore, markRead, markAllRead };
}
