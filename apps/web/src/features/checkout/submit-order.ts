import type { ApiResult } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { RETRY_STATUSES } from '@dastarkhan/domain/client';

/** Waits before each retry: the server may still be writing the first attempt (409 ORDER_IN_PROGRESS). */
export const RETRY_DELAYS_MS = [500, 1000, 2000] as const;

/** A random v4 UUID; `crypto.randomUUID` exists only in secure contexts, so fall back to getRandomValues. */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per checkout attempt (decision 012): pressing "Confirm" again with the same
 * order reuses the key, so an order that did go through is answered, not placed twice; a changed
 * order gets a new key (the server refuses a key reused for another body).
 */
export function createKeyring(makeKey: () => string = newIdempotencyKey) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: string): string {
      if (last?.body !== body) last = { body, key: makeKey() };
      return last.key;
    },
    /** After an order is placed: the next checkout is a new attempt. */
    forget() {
      last = null;
    },
  };
}

/** Statuses worth sending the same order again for (spec §7), plus a network failure (status 0). */
export function isRetryable(status: number): boolean {
  return status === 0 || RETRY_STATUSES.includes(status);
}

/**
 * Sends the order, retrying transient failures with the same key (spec §7: 408, 409, 425, 429,
 * 5xx; and a lost connection, when the order may have been written). The key makes the retries
 * safe: the server answers the first order instead of placing another.
 */
export async function sendWithRetry(
  send: () => Promise<ApiResult<OrderDetails>>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ApiResult<OrderDetails>> {
  let result = await send();
  for (const delay of RETRY_DELAYS_MS) {
    const error = result[0];
    if (!error || !isRetryable(error.status)) return result;
    await sleep(delay);
    result = await send();
  }
  return result;
}
