import type { FastifyInstance } from 'fastify';
import type { PaymentOutcome } from '../../http/app-metrics.js';

export type { PaymentOutcome };

/**
 * Counts what a provider's callback settled (decision 041), called once its transaction
 * committed: a repeated callback that changes nothing, or one rolled back, is not counted.
 */
export function paymentCounter(app: FastifyInstance, provider: string) {
  return (outcome: PaymentOutcome | null) => {
    if (outcome) app.deps.metrics.payments.inc({ provider, outcome });
  };
}
