import type { ApiClient } from '@dastarkhan/client';
import type { CardVerification } from '@dastarkhan/domain';

/** `POST /payments/v1/cards/{id}/resend`: another SMS code for a card waiting for one. */
export const resendCardCode = (api: ApiClient, id: number) =>
  api.post<CardVerification>(`/payments/v1/cards/${id}/resend`, {});
