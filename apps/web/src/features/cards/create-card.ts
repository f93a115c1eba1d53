import type { ApiClient } from '@dastarkhan/client';
import type { CardCreateRequest, CardVerification } from '@dastarkhan/domain';

/** `POST /payments/v1/cards`: Payme tokenises the card and texts a code to its owner's phone. */
export const createCard = (api: ApiClient, body: CardCreateRequest) =>
  api.post<CardVerification>('/payments/v1/cards', body);
