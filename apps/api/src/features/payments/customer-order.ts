import { type OrderRow, tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { appendOrderEvent, findOrderRow } from '../orders/index.js';

const { orders } = tables;

/** A customer's own order that still waits for money (another's order does not exist: 404). */
export async function unpaidOrderOf(
  app: FastifyInstance,
  merchantId: number,
  userId: number,
  orderId: number,
): Promise<OrderRow> {
  const row = await findOrderRow(app.deps.db, merchantId, orderId, userId);
  if (!row) throw new AppError(404, 'ORDER_NOT_FOUND', { id: orderId });
  if (row.isPaid) throw new AppError(409, 'ORDER_ALREADY_PAID');
  if (row.status === 'CANCELED' || row.totalPrice <= 0) throw new AppError(409, 'ORDER_NOT_PAYABLE');
  return row;
}

/** The customer pays with another provider than chosen at checkout: recorded in the history. */
export async function switchPaymentType(app: FastifyInstance, order: OrderRow, to: string, userId: number) {
  if (order.paymentType === to) return;
  await app.deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ paymentType: to, lastModifiedDate: new Date() })
      .where(eq(orders.id, order.id));
    await appendOrderEvent(tx, {
      merchantId: order.merchantId,
      orderId: order.id,
      type: 'CHANGE_PAYMENT_TYPE',
      actorUserId: userId,
      payload: { from: order.paymentType, to },
    });
  });
}
