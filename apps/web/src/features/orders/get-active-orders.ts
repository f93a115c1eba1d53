import type { OrderDetails } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** The Active tab: orders the customer is still waiting for (decision 012). */
export function getActiveOrders(api: ApiClient, userId: number) {
  return api.get<OrderDetails[]>(`/orders/v1/orders/user/${userId}/active`);
}
