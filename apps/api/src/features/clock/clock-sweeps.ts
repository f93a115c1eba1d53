import { tables } from '@dastarkhan/db';
import { staffNotAcceptedMessage } from '@dastarkhan/domain';
import { and, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { findMerchantById } from '../../http/merchant-repository.js';
import { cachedMerchantSettings, loadPrivateSettings } from '../../http/merchant-settings.js';
import { bumpCatalogue } from '../catalogue/index.js';
import { writeMessages } from '../order-messages/index.js';
import { changeOrderStatus } from '../orders/index.js';
import { consoleOrdersUrl } from '../telegram/index.js';

// What happens on a clock (issue 18, decision 032). Each sweep reads the state as it is and moves
// what is due, so running one twice, late, or after a downtime does the right thing once: a
// scheduled order already open is not opened again, a paid order is not expired.

const { orders, branches, payments, stopList, reservations } = tables;

/** Online payments: the order waits for the provider, and may expire unpaid. */
export const ONLINE_PAYMENT_TYPES = ['PAYME', 'CLICK', 'UZUM'] as const;

/** How long a table is held for a booking nobody confirmed before it counts as a no-show. */
export const NO_SHOW_HOLD_MINUTES = 30;

/** At most this many rows per sweep and tick: a backlog after a long downtime drains over ticks. */
const BATCH = 200;

export interface ClockTimes {
  /** The ordering clock (slots, pauses, bookings are set in it). */
  now: Date;
  /** The records' clock (orders are stamped with it). */
  recordNow: Date;
}

/** Moves an order as the platform, ignoring a race lost to staff or the customer (409). */
async function moveAsSystem(
  app: FastifyInstance,
  order: { merchantId: number; id: number },
  to: 'OPEN' | 'CANCELED',
  reason?: string,
): Promise<boolean> {
  try {
    await changeOrderStatus(
      app,
      { merchantId: order.merchantId, orderId: order.id, actor: 'SYSTEM', actorUserId: null },
      to,
      reason ? { reason } : {},
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.status === 409 || error.status === 404)) return false;
    throw error;
  }
}

/** A scheduled (AT_TIME) order opens — and rings on the board — at its time minus the branch's preparation time. */
export async function openScheduledOrders(app: FastifyInstance, { now }: ClockTimes): Promise<number> {
  const due = await app.deps.db
    .select({ id: orders.id, merchantId: orders.merchantId })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(
      and(
        eq(orders.status, 'AT_TIME'),
        isNotNull(orders.deliveryAt),
        lte(sql`${orders.deliveryAt} - make_interval(mins => ${branches.prepMinutes})`, now),
      ),
    )
    .orderBy(orders.deliveryAt)
    .limit(BATCH);
  let opened = 0;
  for (const order of due) if (await moveAsSystem(app, order, 'OPEN')) opened += 1;
  return opened;
}

/**
 * An online order still unpaid after the tenant's limit (default 30 minutes) is canceled and the
 * customer told — never while a provider transaction is open (state 1): the provider may still
 * perform it, and then the order stands.
 */
export async function expireUnpaidOrders(app: FastifyInstance, { recordNow }: ClockTimes): Promise<number> {
  // The shortest limit any tenant may set bounds the candidates; each is then judged by its own.
  const candidates = await app.deps.db
    .select({ id: orders.id, merchantId: orders.merchantId, createdDate: orders.createdDate })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['OPEN', 'AT_TIME', 'CREATED']),
        eq(orders.isPaid, false),
        inArray(orders.paymentType, [...ONLINE_PAYMENT_TYPES]),
        lte(orders.createdDate, new Date(recordNow.getTime() - 5 * 60_000)),
        notExists(
          app.deps.db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.orderId, orders.id), eq(payments.state, 1))),
        ),
      ),
    )
    .orderBy(orders.createdDate)
    .limit(BATCH);
  let expired = 0;
  for (const order of candidates) {
    const { unpaidOrderMinutes } = await cachedMerchantSettings(app, order.merchantId);
    if (order.createdDate.getTime() + unpaidOrderMinutes * 60_000 > recordNow.getTime()) continue;
    if (await moveAsSystem(app, order, 'CANCELED', 'NOT_PAID_IN_TIME')) expired += 1;
  }
  return expired;
}

/**
 * Pauses, busy modes and stop-list entries whose time has come are cleared. Readers already
 * treat an ended one as gone; clearing it keeps the rows true, and the catalogue version moves
 * so every process rebuilds its menu without the ended stop.
 */
export async function endPausesAndStops(app: FastifyInstance, { now }: ClockTimes): Promise<number> {
  const { db } = app.deps;
  return db.transaction(async (tx) => {
    const paused = await tx
      .update(branches)
      .set({ pausedUntil: null, pauseReason: null, pausedServiceTypes: null })
      .where(lte(branches.pausedUntil, now))
      .returning({ merchantId: branches.merchantId });
    const busy = await tx
      .update(branches)
      .set({ busyUntil: null, busyMinutes: 0 })
      .where(lte(branches.busyUntil, now))
      .returning({ merchantId: branches.merchantId });
    const stops = await tx
      .delete(stopList)
      .where(lte(stopList.until, now))
      .returning({ merchantId: stopList.merchantId });
    for (const merchantId of new Set([...paused, ...stops].map((r) => r.merchantId)))
      await bumpCatalogue(tx, merchantId);
    return paused.length + busy.length + stops.length;
  });
}

/** A booking still only BOOKED (never confirmed) when its time and the hold have passed is a no-show. */
export async function markNoShows(app: FastifyInstance, { now }: ClockTimes): Promise<number> {
  const rows = await app.deps.db
    .update(reservations)
    .set({ status: 'NO_SHOW', changedAt: now })
    .where(
      and(
        eq(reservations.status, 'BOOKED'),
        lte(reservations.reservedAt, new Date(now.getTime() - NO_SHOW_HOLD_MINUTES * 60_000)),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length;
}

/**
 * An order nobody accepted within the branch's accept limit: the staff group hears of it once
 * (the message's key names the order).
 */
export async function reportNotAccepted(app: FastifyInstance, { recordNow }: ClockTimes): Promise<number> {
  const { db } = app.deps;
  const late = await db
    .select({
      id: orders.id,
      merchantId: orders.merchantId,
      number: orders.number,
      createdDate: orders.createdDate,
      limit: branches.acceptLimitMinutes,
    })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(
      and(
        eq(orders.status, 'OPEN'),
        lte(sql`${orders.createdDate} + make_interval(mins => ${branches.acceptLimitMinutes})`, recordNow),
        // Orders older than a day are history, not news (a tenant that never used the board).
        sql`${orders.createdDate} > ${new Date(recordNow.getTime() - 24 * 3_600_000)}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(tables.outboxMessages)
            .where(
              and(
                eq(tables.outboxMessages.merchantId, orders.merchantId),
                eq(tables.outboxMessages.key, sql`'order:' || ${orders.id} || ':not-accepted'`),
              ),
            ),
        ),
      ),
    )
    .limit(BATCH);
  let reported = 0;
  for (const order of late) {
    const { telegramStaffChatId } = await loadPrivateSettings(app, order.merchantId);
    const merchant = telegramStaffChatId ? await findMerchantById(db, order.merchantId) : null;
    if (!merchant) continue;
    const settings = await cachedMerchantSettings(app, order.merchantId);
    const minutes = Math.max(1, Math.floor((recordNow.getTime() - order.createdDate.getTime()) / 60_000));
    const message = staffNotAcceptedMessage({
      lang: settings.mainLanguage ?? 'uz',
      number: order.number,
      minutes,
      consoleUrl: consoleOrdersUrl(app.deps.config, merchant),
    });
    await writeMessages(app, [
      {
        merchantId: order.merchantId,
        key: `order:${order.id}:not-accepted`,
        channel: 'telegram',
        topic: 'staff-not-accepted',
        orderId: order.id,
        payload: { to: 'staff-group', message },
      },
    ]);
    reported += 1;
  }
  return reported;
}
