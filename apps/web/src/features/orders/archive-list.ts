import type { OrderDetails, OrdersPage } from '@dastarkhan/domain';

/** The Archive pages loaded so far, as one list. */
export interface ArchiveList {
  orders: readonly OrderDetails[];
  /** The last page loaded (from 0). */
  page: number;
  totalPages: number;
}

export function firstArchivePage(answer: OrdersPage): ArchiveList {
  return { orders: answer.content, page: answer.page, totalPages: answer.totalPages };
}

/**
 * Adds the next page. An order finished meanwhile shifts the pages by one, so the new page may
 * repeat the last orders already shown: those are skipped, not listed twice.
 */
export function appendArchivePage(list: ArchiveList, answer: OrdersPage): ArchiveList {
  const known = new Set(list.orders.map((order) => order.id));
  return {
    orders: [...list.orders, ...answer.content.filter((order) => !known.has(order.id))],
    page: answer.page,
    totalPages: answer.totalPages,
  };
}

export function hasMoreArchive(list: ArchiveList): boolean {
  return list.page + 1 < list.totalPages;
}
