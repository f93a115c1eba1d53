import type { CardVerification } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** `POST /payments/v1/cards/{id}/resend`: another SMS code for a card waiting for one. */
export const resendCardCode = (api: ApiClient, id: number) =>
  api.post<CardVerification>(`/payments/v1/cards/${id}/resend`, {});
