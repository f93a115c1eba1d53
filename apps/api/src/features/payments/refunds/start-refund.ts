import { type OrderRow, type PaymentRow, tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cachedMerchantSettings } from '../../../http/merchant-settings.js';
import { appendOrderEvent } from '../../orders/index.js';
import { UZUM_CHECKOUT_PROVIDER } from '../checkout/payment-checkout.js';
import { CLICK_PROVIDER } from '../click/click-shop-api.js';
import { clickCredentials, uzumCredentials } from '../payment-credentials.js';
import { paymentCounter } from '../payment-metrics.js';
import { settleOrderRefunded } from '../settle-payment.js';
import { reverseClickPayment } from './click-reversal.js';
import { type RefundAttempt, refundFailure } from './refund-attempt.js';
import { refundOperationId, refundUzumPayment } from './uzum-refund.js';

const { orders, payments } = tables;

export type RefundState = 'STARTED' | 'CASHIER';

/**
 * Gives a canceled, paid order's money back where the provider's API allows it (decision 022):
 * Click by a Merchant API reversal, Uzum Checkout by its refund call; anything else, and any
 * refusal, timeout or unreachable provider, is flagged for the cashier. Runs after the cancel
 * committed, never inside it, and never throws: the cancel stands whatever happens here. The
 * outcome is written on the order (`refund`) with an UPDATE history event, so the staff stream
 * and the customer's order page learn it. An order whose refund is already decided is left alone.
 */
export async function startRefund(
  app: FastifyInstance,
  merchantId: number,
  orderId: number,
): Promise<RefundState | null> {
  try {
    const [order] = await app.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
    if (order?.status !== 'CANCELED' || !order.isPaid || order.refund !== null)
      return (order?.refund as RefundState | null | undefined) ?? null;
    const [payment] = await app.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.merchantId, merchantId), eq(payments.orderId, order.id), eq(payments.state, 2)));
    const attempt: RefundAttempt = payment
      ? await askProvider(app, payment).catch(refundFailure)
      : { ok: false, reason: 'NO_ONLINE_PAYMENT' };
    if (!attempt.ok)
      app.log.warn({ orderId, provider: payment?.provider, attempt }, 'refund left to the cashier');
    return await record(app, order, payment ?? null, attempt);
  } catch (error) {
    app.log.error({ err: error, orderId }, 'refund could not be recorded');
    return null;
  }
}

async function askProvider(app: FastifyInstance, payment: PaymentRow): Promise<RefundAttempt> {
  const { config } = app.deps;
  const timeoutMs = config.payments.refundTimeoutMs;
  if (payment.provider === CLICK_PROVIDER) {
    const credentials = await clickCredentials(app.deps, payment.merchantId);
    const paymentId = (payment.payload as { clickPaydocId?: unknown } | null)?.clickPaydocId;
    if (!credentials?.merchantUserId || typeof paymentId !== 'string' || !paymentId)
      return { ok: false, reason: 'NOT_CONFIGURED' };
    return reverseClickPayment(
      {
        baseUrl: config.payments.clickMerchantApiUrl,
        serviceId: credentials.serviceId,
        merchantUserId: credentials.merchantUserId,
        secretKey: credentials.secretKey,
      },
      { paymentId, now: app.deps.paymentNow(), timeoutMs },
    );
  }
  if (payment.provider === UZUM_CHECKOUT_PROVIDER) {
    const credentials = await uzumCredentials(app.deps, payment.merchantId);
    const baseUrl = credentials?.checkoutUrl ?? config.payments.uzumCheckoutUrl;
    if (!credentials?.terminalId || !credentials.apiKey || !baseUrl)
      return { ok: false, reason: 'NOT_CONFIGURED' };
    return refundUzumPayment(
      { baseUrl, terminalId: credentials.terminalId, apiKey: credentials.apiKey },
      {
        uzumOrderId: payment.providerTransactionId,
        amountTiyin: payment.amount,
        operationId: refundOperationId(payment.merchantId, payment.id),
        timeoutMs,
      },
    );
  }
  // Payme refunds start only from its merchant cabinet; Uzum's in-app payments from Uzum's side.
  return { ok: false, reason: 'NO_REFUND_API' };
}

/**
 * Writes the outcome once. Click's reversal answer is final (Click sends no later callback), so
 * the payment is settled as refunded at once; Uzum Checkout confirms with its REFUND callback.
 */
async function record(
  app: FastifyInstance,
  order: OrderRow,
  payment: PaymentRow | null,
  attempt: RefundAttempt,
): Promise<RefundState | null> {
  const refund: RefundState = attempt.ok ? 'STARTED' : 'CASHIER';
  const { notificationsActive } = await cachedMerchantSettings(app, order.merchantId);
  let refunded = false;
  const state = await app.deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!current || current.refund !== null)
      return (current?.refund as RefundState | null | undefined) ?? null;
    await tx.update(orders).set({ refund, lastModifiedDate: new Date() }).where(eq(orders.id, order.id));
    await appendOrderEvent(tx, {
      merchantId: order.merchantId,
      orderId: order.id,
      type: 'UPDATE',
      payload: {
        refund,
        provider: payment?.provider ?? order.paymentType,
        ...(attempt.ok ? {} : { reason: attempt.reason }),
      },
    });
    if (attempt.ok && payment?.provider === CLICK_PROVIDER) {
      const [reversed] = await tx
        .update(payments)
        .set({ state: -2, cancelTime: app.deps.paymentNow(), lastModifiedDate: new Date() })
        .where(and(eq(payments.id, payment.id), eq(payments.state, 2)))
        .returning();
      if (reversed) {
        await settleOrderRefunded(tx, current, reversed, notificationsActive);
        refunded = true;
      }
    }
    return refund;
  });
  if (refunded) paymentCounter(app, CLICK_PROVIDER)('refunded');
  return state;
}
