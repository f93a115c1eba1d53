import type { ApiClient } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';

/** `POST /payments/v1/cards/{id}/pay`: the order paid with a saved card, as it is now (isPaid). */
export const payWithCard = (api: ApiClient, cardId: number, orderId: number) =>
  api.post<OrderDetails>(`/payments/v1/cards/${cardId}/pay`, { orderId });
