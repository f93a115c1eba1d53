import { createHash } from 'node:crypto';
import { type RefundAttempt, refundFailure } from './refund-attempt.js';

export interface ClickMerchantAccount {
  baseUrl: string;
  serviceId: string;
  merchantUserId: string;
  secretKey: string;
}

/**
 * The Merchant API's `Auth` header (docs/integrations.md §2):
 * `merchant_user_id:sha1(timestamp + secret_key):timestamp`, the timestamp in Unix seconds.
 */
export function clickAuthHeader(merchantUserId: string, secretKey: string, timestamp: number): string {
  const digest = createHash('sha1').update(`${timestamp}${secretKey}`).digest('hex');
  return `${merchantUserId}:${digest}:${timestamp}`;
}

/**
 * `DELETE payment/reversal/{service_id}/{payment_id}` of Click's Merchant API: gives a performed
 * payment back to the card. `paymentId` is Click's payment id (`click_paydoc_id` of the SHOP
 * API). Click answers `error_code` 0 when the payment is reversed.
 */
export async function reverseClickPayment(
  account: ClickMerchantAccount,
  input: { paymentId: string; now: Date; timeoutMs: number },
): Promise<RefundAttempt> {
  const timestamp = Math.floor(input.now.getTime() / 1000);
  const url = `${account.baseUrl}/payment/reversal/${encodeURIComponent(account.serviceId)}/${encodeURIComponent(input.paymentId)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'DELETE',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        Auth: clickAuthHeader(account.merchantUserId, account.secretKey, timestamp),
      },
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (error) {
    return refundFailure(error);
  }
  const body = (await response.json().catch(() => null)) as {
    error_code?: unknown;
    error_note?: unknown;
  } | null;
  if (response.ok && body?.error_code === 0) return { ok: true };
  return {
    ok: false,
    reason: 'PROVIDER_REFUSED',
    detail:
      `HTTP ${response.status}, error_code ${String(body?.error_code)} ${String(body?.error_note ?? '')}`.trim(),
  };
}
