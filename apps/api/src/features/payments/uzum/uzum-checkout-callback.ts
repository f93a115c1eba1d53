import { tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedMerchantSettings } from '../../../http/merchant-settings.js';
import {
  callbackMerchantId,
  containsNul,
  hasBasicAuth,
  paymentNow,
  registerRawBodyScope,
} from '../callback-auth.js';
import { UZUM_CHECKOUT_PROVIDER } from '../checkout/payment-checkout.js';
import { lockOrderForPayment } from '../payable-order.js';
import { uzumCredentials } from '../payment-credentials.js';
import { type PaymentOutcome, paymentCounter } from '../payment-metrics.js';
import { settleOrderPaid, settleOrderRefunded } from '../settle-payment.js';

const { payments } = tables;

interface AcquiringCallback {
  orderId: string;
  orderNumber: string;
  operationState: 'SUCCESS' | 'FAIL';
  operationType: string;
}

function parse(body: unknown): AcquiringCallback | null {
  try {
    const value = JSON.parse(typeof body === 'string' ? body : '') as Record<string, unknown>;
    const { orderId, orderNumber, operationState, operationType } = value;
    if (typeof orderId !== 'string' || typeof operationType !== 'string' || containsNul(value)) return null;
    if (operationState !== 'SUCCESS' && operationState !== 'FAIL') return null;
    return { orderId, orderNumber: String(orderNumber ?? ''), operationState, operationType };
  } catch {
    return null;
  }
}

/**
 * The result callback of Uzum Checkout (configured on the terminal, docs/integrations.md §3b): a
 * COMPLETE that succeeded pays the order, a REFUND gives it back. Only payments we registered
 * count, for the amount we registered; the callback authenticates with the merchant's Uzum
 * Basic credentials (decision 013).
 */
async function handle(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const merchantId = callbackMerchantId((request.params as { merchantId?: string }).merchantId);
  const credentials = merchantId === null ? null : await uzumCredentials(app.deps, merchantId);
  if (!credentials || merchantId === null || !hasBasicAuth(request, credentials.login, credentials.password))
    return reply.code(401).send({ status: 'FAILED' });
  const callback = parse(request.body);
  if (!callback) return reply.code(400).send({ status: 'FAILED' });
  const { notificationsActive } = await cachedMerchantSettings(app, merchantId);
  const now = paymentNow(app);
  let settled: PaymentOutcome | null = null;
  const known = await app.deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.merchantId, merchantId),
          eq(payments.provider, UZUM_CHECKOUT_PROVIDER),
          eq(payments.providerTransactionId, callback.orderId),
        ),
      );
    if (!found || String(found.orderId) !== callback.orderNumber) return false;
    const order = await lockOrderForPayment(tx, merchantId, found.orderId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    if (!order || !payment) return false;
    const succeeded = callback.operationState === 'SUCCESS';
    if (callback.operationType === 'COMPLETE' && payment.state === 1) {
      if (!succeeded || order.isPaid || order.status === 'CANCELED') {
        // Declined, or the order was paid some other way meanwhile (the merchant refunds it).
        await tx.update(payments).set({ state: -1, cancelTime: now }).where(eq(payments.id, payment.id));
        settled = 'failed';
        return true;
      }
      const [paid] = await tx
        .update(payments)
        .set({ state: 2, performTime: now, lastModifiedDate: new Date() })
        .where(eq(payments.id, payment.id))
        .returning();
      await settleOrderPaid(tx, order, paid!, notificationsActive);
      settled = 'paid';
    } else if (callback.operationType === 'REFUND' && succeeded && payment.state === 2) {
      const [refunded] = await tx
        .update(payments)
        .set({ state: -2, cancelTime: now, lastModifiedDate: new Date() })
        .where(eq(payments.id, payment.id))
        .returning();
      await settleOrderRefunded(tx, order, refunded!, notificationsActive);
      settled = 'refunded';
    }
    // Anything else (a repeat, an AUTHORIZE of a two-step payment we never start) changes nothing.
    return true;
  });
  paymentCounter(app, UZUM_CHECKOUT_PROVIDER)(settled);
  return known ? reply.code(200).send({ status: 'OK' }) : reply.code(404).send({ status: 'FAILED' });
}

export async function registerUzumCheckoutCallback(app: FastifyInstance) {
  await registerRawBodyScope(app, (scope) => {
    scope.post('/api/payments/v1/uzum-checkout/:merchantId/callback', (request, reply) =>
      handle(app, request, reply),
    );
  });
}
