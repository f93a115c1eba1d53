import { type Executor, type OrderRow, type PaymentRow, tables } from '@dastarkhan/db';
import { paymentNotification } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { appendOrderEvent } from '../orders/index.js';

const { orders, notifications } = tables;

/**
 * Money arrived for the order: it is marked paid and a PAID history event is written (the live
 * order stream shows it), with a notification for the customer when the tenant sends them
 * (`notificationsActive`, read before the transaction) — all in the callback's
 * transaction, so a payment is either fully recorded or not at all.
 */
export async function settleOrderPaid(
  tx: Executor,
  order: OrderRow,
  payment: Pick<PaymentRow, 'id' | 'provider' | 'amount'>,
  notificationsActive: boolean,
): Promise<void> {
  await tx.update(orders).set({ isPaid: true, lastModifiedDate: new Date() }).where(eq(orders.id, order.id));
  if (notificationsActive) await notifyCustomer(tx, order, 'PAID');
  await appendOrderEvent(tx, {
    merchantId: order.merchantId,
    orderId: order.id,
    type: 'PAID',
    payload: { provider: payment.provider, paymentId: payment.id, amount: payment.amount },
  });
}

/**
 * A performed payment was given back (a refund from the provider's cabinet): the order is unpaid
 * again, and the history says why. The order's status is the staff's decision, not the provider's.
 */
export async function settleOrderRefunded(
  tx: Executor,
  order: OrderRow,
  payment: Pick<PaymentRow, 'id' | 'provider' | 'amount'>,
  notificationsActive: boolean,
): Promise<void> {
  await tx.update(orders).set({ isPaid: false, lastModifiedDate: new Date() }).where(eq(orders.id, order.id));
  if (notificationsActive) await notifyCustomer(tx, order, 'REFUNDED');
  await appendOrderEvent(tx, {
    merchantId: order.merchantId,
    orderId: order.id,
    type: 'UPDATE',
    payload: { refund: true, provider: payment.provider, paymentId: payment.id, amount: payment.amount },
  });
}

async function notifyCustomer(tx: Executor, order: OrderRow, kind: 'PAID' | 'REFUNDED') {
  if (order.userId === null) return;
  const notice = paymentNotification(order.number, order.totalPrice, kind);
  await tx.insert(notifications).values({
    merchantId: order.merchantId,
    userId: order.userId,
    type: kind === 'PAID' ? 'PAYMENT' : 'REFUND',
    title: notice.title,
    body: notice.body,
    orderId: order.id,
  });
}
