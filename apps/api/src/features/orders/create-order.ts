import { tables } from '@dastarkhan/db';
import type { OrderDetails, OrderRequest } from '@dastarkhan/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../auth/authenticate.js';
import { cachedMerchantSettings } from '../settings/load-merchant-settings.js';
import { claimKey, completeKey, type KeyScope, releaseKey, requestHash } from './idempotency.js';
import { loadOrderFacts } from './load-order-facts.js';
import { findOrderRow, toOrderDetails } from './order-details.js';
import { appendOrderEvent } from './order-events.js';
import { priceOrder } from './price-order.js';

const { orders, orderItems, orderCounters, users, cashbackTransactions } = tables;

export interface CreateOrderInput {
  merchantId: number;
  auth: AuthContext;
  body: OrderRequest;
  /** true for `/orders/at-time`: the order waits for its slot (status AT_TIME). */
  scheduled: boolean;
  idempotencyKey: string | null;
  path: string;
}

export interface CreatedOrder {
  /** 201 for a new order, 200 when a retry with the same key gets the first one back. */
  status: 201 | 200;
  order: OrderDetails;
}

/**
 * Places an order exactly once (decision 012): the key is claimed, the request re-validated and
 * priced from the database, then order, lines, cashback spend, history event and the key's
 * completion are written in one transaction.
 */
export async function createOrder(app: FastifyInstance, input: CreateOrderInput): Promise<CreatedOrder> {
  const { db } = app.deps;
  const { merchantId, auth, body } = input;
  const settings = await cachedMerchantSettings(app, merchantId);
  const scope: KeyScope | null = input.idempotencyKey
    ? { merchantId, userId: auth.user.id, key: input.idempotencyKey }
    : null;

  if (scope) {
    const claim = await claimKey(db, scope, requestHash(input.path, body));
    if (claim.kind === 'done')
      return { status: 200, order: await orderDetails(app, merchantId, claim.orderId) };
  }

  try {
    const facts = await loadOrderFacts(db, merchantId, auth.user.id, settings, body);
    const priced = priceOrder(body, facts, app.deps.now(), input.scheduled);
    const fromBot = auth.session.source === 'TG';

    const orderId = await db.transaction(async (tx) => {
      const [counter] = await tx
        .update(orderCounters)
        .set({ lastNumber: sql`${orderCounters.lastNumber} + 1` })
        .where(eq(orderCounters.merchantId, merchantId))
        .returning({ number: orderCounters.lastNumber });
      if (!counter) throw new Error(`merchant ${merchantId} has no order counter`);

      if (priced.totals.cashback > 0) {
        // Conditional: two orders racing for the same balance cannot both spend it.
        const spent = await tx
          .update(users)
          .set({ cashback: sql`${users.cashback} - ${priced.totals.cashback}` })
          .where(and(eq(users.id, auth.user.id), gte(users.cashback, priced.totals.cashback)))
          .returning({ cashback: users.cashback });
        if (spent.length === 0)
          throw new AppError(422, 'CASHBACK_INSUFFICIENT', { balance: facts.cashbackBalance }, 'cashback');
      }

      const [order] = await tx
        .insert(orders)
        .values({
          merchantId,
          number: counter.number,
          userId: auth.user.id,
          branchId: priced.branchId,
          cityId: priced.cityId,
          serviceType: body.serviceType,
          status: priced.status,
          paymentType: body.paymentType,
          orderDevice: fromBot ? 'TELEGRAM_BOT' : 'CLIENT_WEB',
          source: fromBot ? 'TG' : 'WEB',
          address: priced.address,
          hallId: priced.hallId,
          tableId: priced.tableId,
          comment: body.comment?.trim() || null,
          courierComment: body.courierComment?.trim() || null,
          note: body.note?.trim() || null,
          sendCheque: body.sendCheque,
          sendChequePhone: body.sendCheque ? (body.sendChequePhone ?? null) : null,
          promoId: priced.promoId,
          promoCode: priced.promoCode,
          ...priced.totals,
          distance: priced.distance,
          deliveryTariffId: priced.deliveryTariffId,
          deliveryType: priced.address ? 'OWN' : null,
          deliveryAt: priced.deliveryAt,
        })
        .returning({ id: orders.id });
      const id = order!.id;

      await tx.insert(orderItems).values(
        priced.items.map((item) => ({
          merchantId,
          orderId: id,
          productId: item.productId,
          name: item.name,
          costPrice: item.costPrice,
          discount: item.discount,
          count: item.count,
          modifications: item.modifications,
          lineTotal: item.lineTotal,
          lineDiscount: item.lineDiscount,
          mxicCode: item.mxicCode,
        })),
      );
      if (priced.totals.cashback > 0) {
        await tx.insert(cashbackTransactions).values({
          merchantId,
          userId: auth.user.id,
          orderId: id,
          amount: -priced.totals.cashback,
          kind: 'SPENT',
        });
      }
      await appendOrderEvent(tx, {
        merchantId,
        orderId: id,
        type: 'CHANGE_STATUS',
        fromStatus: null,
        toStatus: priced.status,
        actorUserId: auth.user.id,
      });
      if (scope) await completeKey(tx, scope, id);
      return id;
    });
    return { status: 201, order: await orderDetails(app, merchantId, orderId) };
  } catch (error) {
    if (scope) await releaseKey(db, scope).catch(() => {});
    throw error;
  }
}

export async function orderDetails(
  app: FastifyInstance,
  merchantId: number,
  orderId: number,
): Promise<OrderDetails> {
  const row = await findOrderRow(app.deps.db, merchantId, orderId);
  if (!row) throw new AppError(404, 'ORDER_NOT_FOUND');
  const settings = await cachedMerchantSettings(app, merchantId);
  const [details] = await toOrderDetails(app.deps.db, [row], settings);
  return details!;
}
