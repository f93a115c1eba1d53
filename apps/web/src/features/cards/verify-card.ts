import type { ApiClient } from '@dastarkhan/client';
import type { Card } from '@dastarkhan/domain';

/** `POST /payments/v1/cards/{id}/verify`: the SMS code; the card comes back verified (or CARD_CODE_WRONG). */
export const verifyCard = (api: ApiClient, id: number, code: string) =>
  api.post<Card>(`/payments/v1/cards/${id}/verify`, { code });
