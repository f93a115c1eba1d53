/** Tries of one message before it is dead (the first and five more, over about an hour). */
export const MAX_ATTEMPTS = 6;

/** While a worker sends, the message is held this long; a worker that died lets it go after. */
export const SEND_LEASE_MS = 90_000;

const PAUSES_MS = [10_000, 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000];

/** The pause before try `attempts + 1`, or the provider's own wait when it asked for a longer one. */
export function pauseBeforeRetry(attempts: number, retryAfterMs?: number): number {
  const planned = PAUSES_MS[Math.min(attempts - 1, PAUSES_MS.length - 1)] ?? PAUSES_MS[0]!;
  return Math.max(planned, retryAfterMs ?? 0);
}
