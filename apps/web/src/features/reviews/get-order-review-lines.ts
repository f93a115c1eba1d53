import type { ApiClient } from '@dastarkhan/client';
import type { OrderReviewLines } from '@dastarkhan/domain';

/** The lines of one of my orders, whether it was received, and my review of each. */
export function getOrderReviewLines(api: ApiClient, orderId: number) {
  return api.get<OrderReviewLines>(`/products/v1/reviews/order/${orderId}`);
}
