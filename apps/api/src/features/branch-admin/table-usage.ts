import { type Database, tables } from '@dastarkhan/db';
import { ARCHIVED_STATUSES } from '@dastarkhan/domain';
import { and, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';

const { orders, reservations, waiterCalls } = tables;

/**
 * 409 TABLE_IN_USE while any of the tables has an order not yet finished, a booking still ahead
 * (or under way), or a waiter call not yet answered.
 */
export async function assertTablesFree(db: Database, merchantId: number, tableIds: number[], now: Date) {
  if (tableIds.length === 0) return;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        inArray(orders.tableId, tableIds),
        notInArray(orders.status, [...ARCHIVED_STATUSES]),
      ),
    )
    .limit(1);
  const [booking] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.merchantId, merchantId),
        inArray(reservations.tableId, tableIds),
        ne(reservations.status, 'CANCELED'),
        gt(sql`${reservations.reservedAt} + make_interval(mins => ${reservations.durationMinutes})`, now),
      ),
    )
    .limit(1);
  const [call] = await db
    .select({ id: waiterCalls.id })
    .from(waiterCalls)
    .where(
      and(
        eq(waiterCalls.merchantId, merchantId),
        inArray(waiterCalls.tableId, tableIds),
        eq(waiterCalls.status, 'OPEN'),
      ),
    )
    .limit(1);
  if (order || booking || call) throw new AppError(409, 'TABLE_IN_USE');
}

/**
 * Before a table goes, finished orders and past bookings forget it (they keep their branch, time
 * and money) and its answered waiter calls go with it: the rows refer to it by a foreign key.
 */
export async function releaseTables(db: Database, merchantId: number, tableIds: number[]) {
  if (tableIds.length === 0) return;
  await db
    .update(orders)
    .set({ tableId: null })
    .where(and(eq(orders.merchantId, merchantId), inArray(orders.tableId, tableIds)));
  await db
    .update(reservations)
    .set({ tableId: null })
    .where(and(eq(reservations.merchantId, merchantId), inArray(reservations.tableId, tableIds)));
  await db
    .delete(waiterCalls)
    .where(and(eq(waiterCalls.merchantId, merchantId), inArray(waiterCalls.tableId, tableIds)));
}
