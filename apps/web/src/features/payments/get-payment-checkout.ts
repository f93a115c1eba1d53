import type { ApiClient } from '@dastarkhan/client';
import type { PaymentCheckout } from '@dastarkhan/domain';
import type { OnlinePaymentType } from './payment-kinds';

/**
 * `GET /payments/v2/checkout/{id}` (spec §7): the provider's page for an order. `returnPath` is a
 * path of this site; the server puts the site's origin in front of it.
 */
export const getPaymentCheckout = (
  api: ApiClient,
  orderId: number,
  options: { provider?: OnlinePaymentType; returnPath?: string } = {},
) =>
  api.get<PaymentCheckout>(`/payments/v2/checkout/${orderId}`, {
    provider: options.provider,
    returnPath: options.returnPath,
  });
