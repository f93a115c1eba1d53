import { apiErrorText, useT } from '@dastarkhan/client';
import { type ReactNode, useEffect, useRef } from 'react';
import { AccountGate } from '../../app/session/account-gate';
import { useTenant } from '../../app/startup/tenant-context';
import { hasMore } from './notification-list';
import { NotificationRow } from './notification-row';
import { useNotifications } from './use-notifications';
import './notifications.css';

/** `/profile/notifications` (`notificationsActive`, decision 011). */
export function NotificationsScreen() {
  const { settings } = useTenant();
  const { t } = useT();
  if (!settings.notificationsActive) {
    return (
      <section className="account-page">
        <h1 className="account-title">{t('notifications.title')}</h1>
        <p className="notifications-message">{t('notifications.unavailable')}</p>
      </section>
    );
  }
  return <AccountGate title={t('notifications.title')}>{() => <NotificationsView />}</AccountGate>;
}

function NotificationsView() {
  const { t, lang } = useT();
  const { loading, list, loadingMore, reload, loadMore, markRead, markAllRead } = useNotifications();
  const listRef = useRef<HTMLUListElement>(null);

  // The "Load more" button may be gone after the last page: the keyboard moves to the first new
  // row, once it is on screen. (aria-disabled, not disabled, for the same reason: a focused button
  // that turns disabled drops the focus.)
  const focusNext = useRef<number | null>(null);
  const rowOf = (id: number) => listRef.current?.querySelector<HTMLElement>(`[data-notification="${id}"]`);
  useEffect(() => {
    const id = focusNext.current;
    if (id === null || !list) return;
    focusNext.current = null;
    rowOf(id)?.focus();
  });
  const showMore = async () => {
    const id = await loadMore();
    if (id === null) return;
    const row = rowOf(id);
    if (row) row.focus();
    else focusNext.current = id;
  };

  let content: ReactNode;
  if (loading.status === 'error') {
    content = (
      <div className="notifications-error">
        <p className="form-error" role="alert">
          {apiErrorText(loading.error, lang, t('notifications.loadFailed'))}
        </p>
        <button type="button" className="button" onClick={() => void reload()}>
          {t('error.retry')}
        </button>
      </div>
    );
  } else if (loading.status === 'loading' || !list) {
    content = (
      <div className="notifications-skeleton" role="status" aria-label={t('notifications.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="skeleton notifications-skeleton-row" />
        ))}
      </div>
    );
  } else if (list.items.length === 0) {
    content = <p className="notifications-empty">{t('msg.NO_NOTIFICATIONS')}</p>;
  } else {
    content = (
      <>
        <div className="notifications-toolbar">
          <p className="notifications-count" aria-live="polite">
            {list.unread > 0 ? t('notifications.unreadCount', { count: list.unread }) : ''}
          </p>
          <button
            type="button"
            className="button notifications-read-all"
            onClick={() => void markAllRead()}
            aria-disabled={list.unread === 0}
          >
            {t('notifications.markAllRead')}
          </button>
        </div>
        <ul ref={listRef} className="notifications-list" aria-labelledby="notifications-title">
          {list.items.map((item) => (
            <NotificationRow key={item.id} item={item} onRead={(id) => void markRead(id)} />
          ))}
        </ul>
        {hasMore(list) && (
          <button
            type="button"
            className="button notifications-more"
            onClick={() => void showMore()}
            aria-disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? t('notifications.loadingMore') : t('notifications.loadMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="account-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="account-title">
        {t('notifications.title')}
      </h1>
      {content}
    </section>
  );
}
