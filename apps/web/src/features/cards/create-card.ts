import type { CardCreateRequest, CardVerification } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** `POST /payments/v1/cards`: Payme tokenises the card and texts a code to its owner's phone. */
export const createCard = (api: ApiClient, body: CardCreateRequest) =>
  api.post<CardVerification>('/payments/v1/cards', body);
