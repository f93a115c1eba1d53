import { createHash } from 'node:crypto';
import type { UzumCheckoutTerminal } from '../uzum/uzum-checkout-client.js';
import { type RefundAttempt, refundFailure } from './refund-attempt.js';

/**
 * The idempotency key of a payment's refund: the same UUID every time for the same payment, so
 * a repeated request (a retry after a timeout) can never refund twice.
 */
export function refundOperationId(merchantId: number, paymentId: number): string {
  const hex = createHash('sha256').update(`dastarkhan:refund:${merchantId}:${paymentId}`).digest('hex');
  // Shaped as an RFC 4122 UUID (version 5 bits, variant 10xx): Uzum expects `format: uuid`.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * `POST /api/v1/acquiring/refund` of Uzum Checkout (docs/integrations.md §3b; RefundCommand
 * `{ orderId, amount }` in tiyin): a full refund of a completed one-step payment. Uzum confirms
 * it later with a REFUND result callback, which settles the order (uzum-checkout-callback.ts).
 */
export async function refundUzumPayment(
  terminal: UzumCheckoutTerminal,
  input: { uzumOrderId: string; amountTiyin: number; operationId: string; timeoutMs: number },
): Promise<RefundAttempt> {
  let response: Response;
  try {
    response = await fetch(`${terminal.baseUrl}/api/v1/acquiring/refund`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Terminal-Id': terminal.terminalId,
        'X-API-Key': terminal.apiKey,
        'X-Operation-Id': input.operationId,
      },
      body: JSON.stringify({ orderId: input.uzumOrderId, amount: input.amountTiyin }),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (error) {
    return refundFailure(error);
  }
  const body = (await response.json().catch(() => null)) as { errorCode?: unknown; message?: unknown } | null;
  if (response.ok && (body?.errorCode === 0 || body?.errorCode === '0')) return { ok: true };
  return {
    ok: false,
    reason: 'PROVIDER_REFUSED',
    detail:
      `HTTP ${response.status}, errorCode ${String(body?.errorCode)} ${String(body?.message ?? '')}`.trim(),
  };
}
