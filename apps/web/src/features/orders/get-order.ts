import type { ApiClient } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';

export function getOrder(api: ApiClient, id: number) {
  return api.get<OrderDetails>(`/orders/v1/orders/${id}`);
}
