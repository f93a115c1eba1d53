import type { NotificationItem, NotificationPage } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { appendPage, firstPage, hasMore, setAllRead, setRead } from './notification-list';

function createNotification(id: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    type: 'ORDER_STATUS',
    title: { uz: 'Buyurtma', ru: 'Заказ', eng: 'Order' },
    body: null,
    orderId: null,
    read: false,
    createdDate: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

function createPage(ids: number[], overrides: Partial<NotificationPage> = {}): NotificationPage {
  return {
    content: ids.map((id) => createNotification(id)),
    page: 0,
    size: 2,
    totalElements: 5,
    unreadCount: 5,
    ...overrides,
  };
}

describe('notification list', () => {
  it('skips rows an older page repeats after a new notification shifted the pages', () => {
    const list = firstPage(createPage([9, 8]));
    const next = appendPage(list, createPage([8, 7], { page: 1, totalElements: 6 }));
    expect(next.items.map((item) => item.id)).toEqual([9, 8, 7]);
    expect(next.page).toBe(1);
    expect(hasMore(next)).toBe(true);
  });

  it('stops offering more once a page comes back short', () => {
    const list = firstPage(createPage([9, 8]));
    const next = appendPage(list, createPage([7], { page: 1 }));
    expect(hasMore(next)).toBe(false);
  });

  it('marks one read and lowers the unread count once', () => {
    const list = firstPage(createPage([9, 8]));
    const read = setRead(setRead(list, [9], true), [9], true);
    expect(read.items.find((item) => item.id === 9)?.read).toBe(true);
    expect(read.unread).toBe(4);
    expect(setRead(read, [9], false).unread).toBe(5);
  });

  it('marks everything read, the rows not loaded yet included', () => {
    const list = setAllRead(firstPage(createPage([9, 8])));
    expect(list.items.every((item) => item.read)).toBe(true);
    expect(list.unread).toBe(0);
  });
});
