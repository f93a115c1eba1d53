import type { ApiClient } from '@dastarkhan/client';
import type { AvailablePromo } from '@dastarkhan/domain';

/** `GET /orders/v1/promos/available`: the codes this customer may use now (decision 026). */
export const getAvailablePromos = (api: ApiClient) =>
  api.get<AvailablePromo[]>('/orders/v1/promos/available');
