import type { OrderCourier } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** The courier of one of the user's own orders, with their last known position. */
export function getCourier(api: ApiClient, courierId: number) {
  return api.get<OrderCourier>(`/deliveries/v1/delivery/courier/${courierId}`);
}
