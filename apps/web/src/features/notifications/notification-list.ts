import type { NotificationItem, NotificationPage } from '@dastarkhan/domain';

/** The pages loaded so far, merged into one list, with what the server said about the rest. */
export interface NotificationList {
  items: readonly NotificationItem[];
  /** The last page loaded (from 0). */
  page: number;
  total: number;
  unread: number;
  /** A page came back short: there is nothing older to ask for. */
  exhausted: boolean;
}

export function firstPage(answer: NotificationPage): NotificationList {
  return {
    items: answer.content,
    page: answer.page,
    total: answer.totalElements,
    unread: answer.unreadCount,
    exhausted: answer.content.length < answer.size,
  };
}

/**
 * Adds an older page. A notification that arrived meanwhile shifts the pages by one, so the new
 * page may repeat the last rows already shown: those are skipped, not listed twice.
 */
export function appendPage(list: NotificationList, answer: NotificationPage): NotificationList {
  const known = new Set(list.items.map((item) => item.id));
  return {
    items: [...list.items, ...answer.content.filter((item) => !known.has(item.id))],
    page: answer.page,
    total: answer.totalElements,
    unread: answer.unreadCount,
    exhausted: answer.content.length < answer.size,
  };
}

export function hasMore(list: NotificationList): boolean {
  return !list.exhausted && list.items.length < list.total;
}

/** Marks the given rows read (or unread again, to undo a failed save); the count follows. */
export function setRead(list: NotificationList, ids: readonly number[], read: boolean): NotificationList {
  const wanted = new Set(ids);
  let changed = 0;
  const items = list.items.map((item) => {
    if (!wanted.has(item.id) || item.read === read) return item;
    changed++;
    return { ...item, read };
  });
  if (changed === 0) return list;
  const unread = Math.max(0, list.unread + (read ? -changed : changed));
  return { ...list, items, unread };
}

/** "Mark all read" reaches the rows not loaded yet too, so the count drops to zero. */
export function setAllRead(list: NotificationList): NotificationList {
  return { ...setRead(list, unreadIds(list), true), unread: 0 };
}

export function unreadIds(list: NotificationList): number[] {
  return list.items.filter((item) => !item.read).map((item) => item.id);
}
