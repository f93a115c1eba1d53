import type { ApiClient } from '@dastarkhan/client';
import type { Promo } from '@dastarkhan/domain';

/** `POST /orders/v1/promos/check`: the promo's terms when the code applies, or the refusal. */
export const checkPromo = (api: ApiClient, code: string, productPrice: number) =>
  api.post<Promo>('/orders/v1/promos/check', { code, productPrice });
