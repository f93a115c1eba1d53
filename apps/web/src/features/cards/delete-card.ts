import type { ApiClient } from '@dastarkhan/client';

/** `DELETE /payments/v1/cards/{id}`: the card is forgotten here and its Payme token removed. */
export const deleteCard = (api: ApiClient, id: number) => api.delete<null>(`/payments/v1/cards/${id}`);
