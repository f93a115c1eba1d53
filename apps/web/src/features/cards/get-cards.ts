import type { ApiClient } from '@dastarkhan/client';
import type { Card } from '@dastarkhan/domain';

/** `GET /payments/v1/cards`: the customer's verified cards, numbers masked (`860006******6311`). */
export const getCards = (api: ApiClient) => api.get<Card[]>('/payments/v1/cards');
