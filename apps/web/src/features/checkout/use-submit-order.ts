import { type ApiError, type ApiResult, createApiClient, useT } from '@dastarkhan/client';
import type { OrderDetails, OrderRequestInput } from '@dastarkhan/domain';
import { useCallback, useRef, useState } from 'react';
import { useApi, useSession } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { createOrder } from './create-order';
import { createKeyring, sendWithRetry } from './submit-order';

/**
 * Sends the order with an Idempotency-Key (decision 012) through the session's 401 handling.
 * The key rides in a client of its own (the shared client knows no per-call headers, and the
 * first load's bytes are not spent on one); retries of the same order reuse it.
 */
export function useSubmitOrder() {
  const { merchant } = useTenant();
  const { lang } = useT();
  const state = useSession();
  const { authed } = useApi();
  const keyring = useRef(createKeyring()).current;
  const [sending, setSending] = useState(false);
  const token = state.status === 'user' ? state.session.token : null;

  const submit = useCallback(
    async (path: string, body: OrderRequestInput): Promise<ApiResult<OrderDetails>> => {
      const key = keyring.keyFor(`${path} ${JSON.stringify(body)}`);
      const client = createApiClient({
        fetch: (url, init) =>
          fetch(url, {
            ...init,
            headers: { ...(init.headers as Record<string, string>), 'idempotency-key': key },
          }),
        merchantId: merchant.id,
        token,
        language: lang,
      });
      setSending(true);
      try {
        const result = await authed(() => sendWithRetry(() => createOrder(client, path, body)));
        if (!result[0]) keyring.forget();
        return result;
      } finally {
        setSending(false);
      }
    },
    [keyring, merchant.id, token, lang, authed],
  );

  return { submit, sending };
}

/** Refusals that mean the basket on screen is out of date: its products are asked for again. */
export function staleBasket(error: ApiError): boolean {
  return [
    'PRODUCT_OVERPRICED',
    'PRODUCT_NOT_AVAILABLE',
    'PRODUCT_NOT_FOUND',
    'ORDER_TOTALS_MISMATCH',
  ].includes(error.code);
}
