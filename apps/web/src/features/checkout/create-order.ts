import type { ApiClient } from '@dastarkhan/client';
import type { OrderDetails, OrderRequestInput } from '@dastarkhan/domain';

/** `POST /orders/v1/orders` or `/orders/v1/orders/at-time`: 201 with the placed order (200 on a replay). */
export const createOrder = (api: ApiClient, path: string, body: OrderRequestInput) =>
  api.post<OrderDetails>(path, body);
