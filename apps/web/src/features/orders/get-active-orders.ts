import type { ApiClient } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';

/** The Active tab: orders the customer is still waiting for (decision 012). */
export function getActiveOrders(api: ApiClient, userId: number) {
  return api.get<OrderDetails[]>(`/orders/v1/orders/user/${userId}/active`);
}
