import type { ApiError } from '@dastarkhan/client';
import { useCallback } from 'react';
import { useApi } from '../../app/session/use-session';
import { getPaymentCheckout } from './get-payment-checkout';
import type { OnlinePaymentType } from './payment-kinds';
import { rememberLeavingToPay } from './payment-return';

/** A full-page navigation: the provider's own page, outside this app (a test may stub it). */
export function leaveForProvider(url: string) {
  window.location.assign(url);
}

/**
 * Asks the server for the provider's page of an order and goes there. Resolves with the refusal
 * (the caller shows it) or null once the browser is on its way; the order stays placed either way.
 */
export function useStartPayment() {
  const { authed } = useApi();
  return useCallback(
    async (
      orderId: number,
      options: { provider?: OnlinePaymentType; returnPath?: string } = {},
    ): Promise<ApiError | null> => {
      const [error, checkout] = await authed((api) => getPaymentCheckout(api, orderId, options));
      if (error) return error;
      if (!/^https?:\/\//.test(checkout.url))
        return { status: 0, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: null };
      rememberLeavingToPay(orderId);
      leaveForProvider(checkout.url);
      return null;
    },
    [authed],
  );
}
