import type { ApiClient } from '@dastarkhan/client';
import type { OrderDetails, OrdersPage } from '@dastarkhan/domain';

/** Orders a message can be about: my latest ones (numbers and dates are all the form needs). */
export const RECENT_ORDERS = 20;

export function getRecentOrders(api: ApiClient, userId: number) {
  return api.get<OrdersPage>(`/orders/v1/orders/user/${userId}`, { page: 0, size: RECENT_ORDERS });
}

/** One order, when the page was opened from an order older than the recent ones. */
export function getOrder(api: ApiClient, orderId: number) {
  return api.get<OrderDetails>(`/orders/v1/orders/${orderId}`);
}
