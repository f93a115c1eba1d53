import type { ApiClient } from '@dastarkhan/client';
import type { OrdersPage } from '@dastarkhan/domain';

/** Spec §9: ten orders a page, pages from 0. */
export const ORDERS_PAGE_SIZE = 10;

/** The Archive tab, newest first: delivered, closed and canceled orders. */
export function getArchivedOrders(api: ApiClient, userId: number, page: number) {
  return api.get<OrdersPage>(`/orders/v1/orders/user/${userId}`, {
    page,
    size: ORDERS_PAGE_SIZE,
    onlyArchive: 'true',
  });
}
