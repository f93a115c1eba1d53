import type { ApiClient } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';

/** Allowed while the order says `cancellable` (the tenant's switch and the status). */
export function cancelOrder(api: ApiClient, id: number) {
  return api.put<OrderDetails>(`/orders/v1/orders/${id}/cancel`, {});
}
