/** Why a refund could not be started through the provider, so the cashier gives the money back. */
export type RefundFailureReason =
  | 'NO_REFUND_API'
  | 'NO_ONLINE_PAYMENT'
  | 'NOT_CONFIGURED'
  | 'PROVIDER_REFUSED'
  | 'PROVIDER_TIMEOUT'
  | 'PROVIDER_UNREACHABLE';

export type RefundAttempt = { ok: true } | { ok: false; reason: RefundFailureReason; detail?: string };

/** A call that never got an answer: timed out (the provider may still act on it) or unreachable. */
export function refundFailure(error: unknown): RefundAttempt {
  const name = (error as Error | undefined)?.name;
  const timedOut = name === 'TimeoutError' || name === 'AbortError';
  return {
    ok: false,
    reason: timedOut ? 'PROVIDER_TIMEOUT' : 'PROVIDER_UNREACHABLE',
    detail: (error as Error | undefined)?.message ?? String(error),
  };
}
