import { type Executor, type OrderRow, tables } from '@dastarkhan/db';
import {
  assertTransition,
  type CourierStatus,
  earnedCashback,
  isDeliveryService,
  isTerminalStatus,
  type OrderActor,
  type OrderStatus,
  orderStatusNotification,
  type ServiceType,
} from '@dastarkhan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { findMerchantById } from '../../http/merchant-repository.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { appendOrderEvent } from './order-events.js';

const { orders, users, cashbackTransactions, couriers, notifications } = tables;

/** The time column each status stamps (spec §2 order details: accepted, closing times…). */
const STAMPS: Partial<Record<OrderStatus, keyof typeof orders.$inferInsert>> = {
  ACCEPTED: 'acceptedTime',
  COOKING: 'cookingTime',
  DONE: 'readyTime',
  DELIVERED: 'deliveredAt',
  CLOSED: 'closedAt',
  CANCELED: 'closedAt',
};

export interface Mover {
  merchantId: number;
  orderId: number;
  actor: OrderActor;
  actorUserId: number;
  /** Set for customers: the order must be theirs (otherwise 404, as if it did not exist). */
  ownerUserId?: number;
}

/** Locks the order row for the rest of the transaction, so two moves never interleave. */
async function lockOrder(tx: Executor, who: Mover): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, who.merchantId),
        eq(orders.id, who.orderId),
        ...(who.ownerUserId === undefined ? [] : [eq(orders.userId, who.ownerUserId)]),
      ),
    )
    .for('update');
  if (!row) throw new AppError(404, 'ORDER_NOT_FOUND');
  return row;
}

/** Moves an order along the status machine (decision 002), writing a CHANGE_STATUS event. */
export async function changeOrderStatus(
  app: FastifyInstance,
  who: Mover,
  to: OrderStatus,
  reason?: string | null,
): Promise<void> {
  const settings = await cachedMerchantSettings(app, who.merchantId);
  if (who.actor === 'CUSTOMER' && (!settings.cancelOrderActive || to !== 'CANCELED'))
    throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
  const merchant = await app.deps.merchantCache.get(who.merchantId, () =>
    findMerchantById(app.deps.db, who.merchantId),
  );
  const cashbackRate = settings.cashbackActive ? (merchant?.cashbackRate ?? 0) : 0;
  await app.deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, who);
    const from = row.status as OrderStatus;
    const verdict = assertTransition(from, to, {
      serviceType: row.serviceType as ServiceType,
      actor: who.actor,
    });
    if (!verdict.ok) {
      if (who.actor === 'CUSTOMER') throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
      throw new AppError(
        409,
        'ORDER_STATUS_TRANSITION_REFUSED',
        { from, to, reason: verdict.reason },
        'status',
      );
    }
    const stamp = STAMPS[to];
    await tx
      .update(orders)
      .set({
        status: to,
        ...(stamp ? { [stamp]: new Date() } : {}),
        ...(who.actor === 'STAFF' ? { operatorId: who.actorUserId } : {}),
        ...(to === 'CANCELED' && reason ? { reason } : {}),
        lastModifiedDate: new Date(),
      })
      .where(eq(orders.id, row.id));
    if (to === 'CANCELED' && row.cashback > 0 && row.userId !== null) {
      // The cashback spent on a canceled order goes back to the customer.
      await tx
        .update(users)
        .set({ cashback: sql`${users.cashback} + ${row.cashback}` })
        .where(eq(users.id, row.userId));
      await tx.insert(cashbackTransactions).values({
        merchantId: row.merchantId,
        userId: row.userId,
        orderId: row.id,
        amount: row.cashback,
        kind: 'REFUND',
      });
    }
    const earned = to === 'CLOSED' && row.userId !== null ? earnedCashback(row.totalPrice, cashbackRate) : 0;
    if (earned > 0 && row.userId !== null) {
      // A closed order earns the tenant's rate of what was paid, once (CLOSED is final).
      await tx
        .update(users)
        .set({ cashback: sql`${users.cashback} + ${earned}` })
        .where(eq(users.id, row.userId));
      await tx.insert(cashbackTransactions).values({
        merchantId: row.merchantId,
        userId: row.userId,
        orderId: row.id,
        amount: earned,
        kind: 'EARNED',
      });
    }
    const notice = settings.notificationsActive ? orderStatusNotification(row.number, from, to) : null;
    if (notice && row.userId !== null) {
      await tx.insert(notifications).values({
        merchantId: row.merchantId,
        userId: row.userId,
        type: 'ORDER_STATUS',
        title: notice.title,
        body: notice.body,
        orderId: row.id,
      });
    }
    await appendOrderEvent(tx, {
      merchantId: row.merchantId,
      orderId: row.id,
      type: 'CHANGE_STATUS',
      fromStatus: from,
      toStatus: to,
      actorUserId: who.actorUserId,
      ...(earned > 0 ? { payload: { cashbackEarned: earned } } : {}),
    });
  });
}

function assertCourierWork(row: OrderRow) {
  if (!isDeliveryService(row.serviceType as ServiceType))
    throw new AppError(409, 'ORDER_STATUS_TRANSITION_REFUSED', { reason: 'NOT_A_DELIVERY' }, 'serviceType');
  if (isTerminalStatus(row.status as OrderStatus))
    throw new AppError(409, 'ORDER_STATUS_TRANSITION_REFUSED', { reason: 'TERMINAL_STATUS' }, 'status');
}

/** Gives a delivery order to one of the merchant's couriers (an UPDATE event names them). */
export async function assignCourier(app: FastifyInstance, who: Mover, courierId: number): Promise<void> {
  await app.deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, who);
    assertCourierWork(row);
    const [courier] = await tx
      .select({ id: couriers.id })
      .from(couriers)
      .where(and(eq(couriers.merchantId, who.merchantId), eq(couriers.id, courierId)));
    if (!courier) throw new AppError(404, 'COURIER_NOT_FOUND', {}, 'courierId');
    await tx.update(orders).set({ courierId, lastModifiedDate: new Date() }).where(eq(orders.id, row.id));
    await appendOrderEvent(tx, {
      merchantId: row.merchantId,
      orderId: row.id,
      type: 'UPDATE',
      actorUserId: who.actorUserId,
      payload: { courierId },
    });
  });
}

/** Records the delivery's progress (spec §4 courier statuses) as CHANGE_COURIER_STATUS. */
export async function changeCourierStatus(
  app: FastifyInstance,
  who: Mover,
  courierStatus: CourierStatus,
): Promise<void> {
  await app.deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, who);
    assertCourierWork(row);
    if (row.courierStatus === courierStatus)
      throw new AppError(409, 'ORDER_STATUS_TRANSITION_REFUSED', { reason: 'SAME_STATUS' }, 'courierStatus');
    await tx.update(orders).set({ courierStatus, lastModifiedDate: new Date() }).where(eq(orders.id, row.id));
    await appendOrderEvent(tx, {
      merchantId: row.merchantId,
      orderId: row.id,
      type: 'CHANGE_COURIER_STATUS',
      actorUserId: who.actorUserId,
      payload: { courierStatus, from: row.courierStatus ?? 'NONE' },
    });
  });
}
