import type { OrderDetails } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

export function getOrder(api: ApiClient, id: number) {
  return api.get<OrderDetails>(`/orders/v1/orders/${id}`);
}
