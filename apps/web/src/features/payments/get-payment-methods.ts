import type { ApiClient } from '@dastarkhan/client';
import type { PaymentChannel, PaymentType } from '@dastarkhan/domain';

/** `GET /payments/v1/methods?channel=` (no token): what the tenant takes in this channel, in order. */
export const getPaymentMethods = (api: ApiClient, channel: PaymentChannel) =>
  api.get<PaymentType[]>('/payments/v1/methods', { channel });
