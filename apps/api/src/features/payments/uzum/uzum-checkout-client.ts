import { randomUUID } from 'node:crypto';
import type { Language } from '@dastarkhan/domain';

const LOCALE: Record<Language, string> = { uz: 'uz-UZ', ru: 'ru-RU', eng: 'en-EN' };

export interface UzumCheckoutTerminal {
  baseUrl: string;
  terminalId: string;
  apiKey: string;
}

export interface UzumRegistration {
  /** Uzum Checkout's id of the payment (a UUID), the key of its result callback. */
  uzumOrderId: string;
  redirectUrl: string;
}

/** Uzum Checkout could not register the payment (unreachable, refused, or an odd answer). */
export class UzumCheckoutError extends Error {}

/**
 * `POST /api/v1/payment/register` of Uzum Checkout (docs/integrations.md §3b): a one-step payment of
 * the order's amount in tiyin; the answer's form URL is where the customer pays.
 */
export async function registerUzumPayment(
  terminal: UzumCheckoutTerminal,
  input: {
    orderId: number;
    orderNumber: number;
    userId: number;
    amountTiyin: number;
    lang: Language;
    returnUrl: string;
    timeoutMs: number;
  },
): Promise<UzumRegistration> {
  let response: Response;
  try {
    response = await fetch(`${terminal.baseUrl}/api/v1/payment/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Terminal-Id': terminal.terminalId,
        'X-API-Key': terminal.apiKey,
        'Content-Language': LOCALE[input.lang],
        'X-Operation-Id': randomUUID(),
      },
      body: JSON.stringify({
        amount: input.amountTiyin,
        clientId: String(input.userId),
        currency: 860,
        paymentDetails: `Order #${input.orderNumber}`,
        orderNumber: String(input.orderId),
        viewType: 'REDIRECT',
        sessionTimeoutSecs: 1800,
        successUrl: input.returnUrl,
        failureUrl: input.returnUrl,
        paymentParams: { operationType: 'PAYMENT', payType: 'ONE_STEP' },
      }),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (error) {
    throw new UzumCheckoutError(`Uzum Checkout unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as {
    errorCode?: number;
    result?: { orderId?: unknown; paymentRedirectUrl?: unknown };
  } | null;
  const result = body?.result;
  if (
    !response.ok ||
    body?.errorCode !== 0 ||
    typeof result?.orderId !== 'string' ||
    typeof result.paymentRedirectUrl !== 'string' ||
    !/^https?:\/\//.test(result.paymentRedirectUrl)
  )
    throw new UzumCheckoutError(
      `Uzum Checkout refused: HTTP ${response.status}, errorCode ${body?.errorCode}`,
    );
  return { uzumOrderId: result.orderId, redirectUrl: result.paymentRedirectUrl };
}
