import { type Executor, type OrderRow, tables } from '@dastarkhan/db';
import {
  assertTransition,
  type CourierStatus,
  DEFAULT_PREP_MINUTES,
  earnedCashback,
  isDeliveryService,
  isTerminalStatus,
  type OrderActor,
  type OrderStatus,
  orderStatusNotification,
  type PaymentType,
  type ServiceType,
  staffCan,
  staffMayMove,
} from '@dastarkhan/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { findMerchantById } from '../../http/merchant-repository.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { assertBranch, courierIdOf, type StaffContext } from '../../http/staff-access.js';
import { appendOrderEvent } from './order-events.js';

const { orders, users, cashbackTransactions, couriers, notifications, orderEvents, branches } = tables;

/**
 * Paid where the order is handed over (issue 19, decision 048): cash and the card terminal change
 * hands at the door or the counter, so an order paid that way is paid once it is handed over.
 */
const PAID_AT_HANDOVER = new Set(['CASH', 'TERMINAL']);
const HANDED_OVER = new Set<OrderStatus>(['DELIVERED', 'CLOSED']);

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
  /** null for the platform itself (a clock job). */
  actorUserId: number | null;
  /** Set for customers: the order must be theirs (otherwise 404, as if it did not exist). */
  ownerUserId?: number;
  /** Set for staff: their role and branches decide what they may move (decision 020). */
  staff?: StaffContext;
}

/** What staff send with a move besides the status (issue 16). */
export interface MoveDetails {
  reason?: string | null;
  prepMinutes?: number | null;
  /** The order's version the caller saw; another change since → 409 ORDER_CHANGED. */
  version?: number | null;
}

/** Refuses what the caller's role and branches do not allow, and a move made on a stale view. */
async function assertStaffMay(
  tx: Executor,
  who: Mover,
  row: OrderRow,
  to: OrderStatus,
  version?: number | null,
) {
  const { staff } = who;
  if (!staff) return;
  assertBranch(staff, row.branchId);
  if (!staffMayMove(staff.role, row.status as OrderStatus, to))
    throw new AppError(403, 'FORBIDDEN', {}, 'status');
  if (staff.role === 'COURIER') {
    const courierId = await courierIdOf(tx, staff);
    if (courierId === null || row.courierId !== courierId)
      throw new AppError(403, 'FORBIDDEN', {}, 'courierId');
  }
  if (version === null || version === undefined) return;
  const [latest] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, row.id))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  if ((latest?.id ?? 0) !== version)
    throw new AppError(409, 'ORDER_CHANGED', { version: latest?.id ?? 0 }, 'version');
}

/** Minutes of busy mode to add to a promise made now (0 when the branch is not busy). */
async function busyMinutesAt(
  tx: Executor,
  branchId: number,
  now: Date,
): Promise<{ prep: number; busy: number }> {
  const [branch] = await tx
    .select({ prep: branches.prepMinutes, busyMinutes: branches.busyMinutes, busyUntil: branches.busyUntil })
    .from(branches)
    .where(eq(branches.id, branchId));
  const busy = branch?.busyUntil && branch.busyUntil > now ? branch.busyMinutes : 0;
  return { prep: branch?.prep ?? DEFAULT_PREP_MINUTES, busy };
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
  details: MoveDetails = {},
): Promise<void> {
  const { reason, prepMinutes, version } = details;
  const settings = await cachedMerchantSettings(app, who.merchantId);
  if (who.actor === 'CUSTOMER' && (!settings.cancelOrderActive || to !== 'CANCELED'))
    throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
  const merchant = await app.deps.merchantCache.get(who.merchantId, () =>
    findMerchantById(app.deps.db, who.merchantId),
  );
  const cashbackRate = settings.cashbackActive ? (merchant?.cashbackRate ?? 0) : 0;
  let refundToStart = false;
  await app.deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, who);
    const from = row.status as OrderStatus;
    await assertStaffMay(tx, who, row, to, version);
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
    // Staff say why they reject: the customer sees it (a RejectReason code, shown in their language).
    if (who.staff && to === 'CANCELED' && !reason)
      throw new AppError(400, 'REJECT_REASON_REQUIRED', {}, 'reason');
    const stamp = STAMPS[to];
    const now = new Date();
    // Accepting promises a time: the branch's preparation time unless staff chose one, plus busy mode.
    const promise = to === 'ACCEPTED' ? await busyMinutesAt(tx, row.branchId, app.deps.now()) : null;
    const prep = promise ? (prepMinutes ?? promise.prep) : null;
    // A paid order that is canceled is given back: Click and Uzum through their APIs once this
    // commits (decision 022), the rest by the cashier (Payme refunds start only from its cabinet).
    const refund = to === 'CANCELED' && row.isPaid ? refundRoute(row.paymentType) : null;
    refundToStart = to === 'CANCELED' && row.isPaid && refund === null;
    const paidNow = HANDED_OVER.has(to) && !row.isPaid && PAID_AT_HANDOVER.has(row.paymentType);
    await tx
      .update(orders)
      .set({
        status: to,
        ...(stamp ? { [stamp]: now } : {}),
        ...(who.actor === 'STAFF' ? { operatorId: who.actorUserId } : {}),
        ...(to === 'CANCELED' && reason ? { reason } : {}),
        ...(promise && prep
          ? {
              prepMinutes: prep + promise.busy,
              promisedAt: new Date(now.getTime() + (prep + promise.busy) * 60_000),
            }
          : {}),
        ...(refund ? { refund } : {}),
        ...(paidNow ? { isPaid: true } : {}),
        lastModifiedDate: now,
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
    // Only the orders the merchant chose earn (decision 026): by service type and payment type.
    const earns =
      to === 'CLOSED' &&
      row.userId !== null &&
      settings.cashbackServiceTypes.includes(row.serviceType as ServiceType) &&
      settings.cashbackPaymentTypes.includes(row.paymentType as PaymentType);
    const earned = earns ? earnedCashback(row.totalPrice, cashbackRate) : 0;
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
    const notice = settings.notificationsActive
      ? orderStatusNotification(row.number, from, to, row.serviceType)
      : null;
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
      payload: nonEmpty({
        ...(earned > 0 ? { cashbackEarned: earned } : {}),
        ...(prep ? { prepMinutes: prep + (promise?.busy ?? 0) } : {}),
        ...(to === 'CANCELED' && reason ? { reason } : {}),
        ...(refund ? { refund } : {}),
      }),
    });
    // The payment in the history, as a provider's is (settle-payment.ts), after the move that made it.
    if (paidNow)
      await appendOrderEvent(tx, {
        merchantId: row.merchantId,
        orderId: row.id,
        type: 'PAID',
        actorUserId: who.actorUserId,
        payload: { paymentType: row.paymentType, amount: row.totalPrice, onHandover: true },
      });
  });
  // Never inside the cancel's transaction: the provider is called after it committed, for at most
  // PAYMENT_REFUND_TIMEOUT_MS, and whatever it answers the cancel stands.
  if (refundToStart) await app.deps.startRefund(who.merchantId, who.orderId);
}

/**
 * How a canceled paid order's money goes back: null while a provider's API may still start it
 * (decided after commit), CASHIER where no provider API can.
 */
function refundRoute(paymentType: string): 'CASHIER' | null {
  return paymentType === 'CLICK' || paymentType === 'UZUM' ? null : 'CASHIER';
}

const nonEmpty = (payload: Record<string, unknown>) =>
  Object.keys(payload).length > 0 ? payload : undefined;

/** Courier work is the board's, or the courier's own on the order given to them. */
async function assertCourierWorker(tx: Executor, who: Mover, row: OrderRow, boardOnly: boolean) {
  const { staff } = who;
  if (!staff) return;
  assertBranch(staff, row.branchId);
  if (staffCan(staff.role, 'orders.board')) return;
  if (!boardOnly && staffCan(staff.role, 'orders.courier')) {
    const courierId = await courierIdOf(tx, staff);
    if (courierId !== null && row.courierId === courierId) return;
  }
  throw new AppError(403, 'FORBIDDEN');
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
    await assertCourierWorker(tx, who, row, true);
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
    await assertCourierWorker(tx, who, row, false);
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
