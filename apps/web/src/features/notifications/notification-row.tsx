import { formatTashkentDate, useT } from '@dastarkhan/client';
import type { NotificationItem } from '@dastarkhan/domain';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

/**
 * One notification. About an order: a link to it (opening reads it). Otherwise an unread one is
 * a button that marks it read; a read one is plain text. Focus stays on the row when its button
 * gives way to text.
 */
export function NotificationRow({ item, onRead }: { item: NotificationItem; onRead: (id: number) => void }) {
  const { t, tx, lang } = useT();
  const title = tx(item.title) || t(`notifications.type.${item.type}`);
  const body = tx(item.body);
  const content = (
    <>
      <span className="notification-dot" aria-hidden="true" />
      <span className="notification-text">
        <span className="notification-title">
          {!item.read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
          {title}
        </span>
        {body && <span className="notification-body">{body}</span>}
        <time className="notification-date" dateTime={item.createdDate}>
          {formatTashkentDate(item.createdDate, lang)}
        </time>
      </span>
    </>
  );
  const read = (event: MouseEvent<HTMLElement>) => {
    event.currentTarget.closest('li')?.focus();
    onRead(item.id);
  };

  return (
    <li
      className={`notification${item.read ? '' : ' notification-unread'}`}
      data-notification={item.id}
      tabIndex={-1}
    >
      {item.orderId !== null ? (
        <Link
          className="notification-main"
          to={`/profile/orders/${item.orderId}`}
          onClick={() => onRead(item.id)}
        >
          {content}
        </Link>
      ) : item.read ? (
        <div className="notification-main">{content}</div>
      ) : (
        <button type="button" className="notification-main" onClick={read}>
          {content}
          <span className="visually-hidden"> — {t('notifications.markRead')}</span>
        </button>
      )}
    </li>
  );
}
