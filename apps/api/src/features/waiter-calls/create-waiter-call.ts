import { tables } from '@dastarkhan/db';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { notifyStaffInbox } from '../staff-inbox/index.js';
import { WAITER_CALL_TTL_MINUTES, WAITER_CALLS_PER_HOUR } from './waiter-call-view.js';

const { waiterCalls, diningTables, branches } = tables;
const MINUTE = 60_000;

/** The table of a dine-in call: the merchant's, at an active branch that serves dine-in. */
export async function findCallTable(app: FastifyInstance, merchantId: number, tableId: number) {
  const settings = await cachedMerchantSettings(app, merchantId);
  if (!settings.dineInActive) throw new AppError(403, 'WAITER_CALL_UNAVAILABLE');
  const [table] = await app.deps.db
    .select({ id: diningTables.id, branchId: diningTables.branchId, settings: branches.settings })
    .from(diningTables)
    .innerJoin(branches, eq(branches.id, diningTables.branchId))
    .where(
      and(
        eq(diningTables.merchantId, merchantId),
        eq(diningTables.id, tableId),
        eq(branches.deleted, false),
        eq(branches.isActive, true),
      ),
    );
  if (!table) throw new AppError(404, 'TABLE_NOT_FOUND', {}, 'tableId');
  if (!table.settings?.dineinEnabled) throw new AppError(403, 'WAITER_CALL_UNAVAILABLE');
  return table;
}

/**
 * A customer at a table calls the waiter (decision 014). One open call per table: with the table
 * row locked, an open call younger than the TTL is answered instead of a new one (`created`
 * false); older open calls are marked EXPIRED. At most WAITER_CALLS_PER_HOUR new calls a customer.
 */
export async function createWaiterCall(
  app: FastifyInstance,
  merchantId: number,
  userId: number,
  tableId: number,
): Promise<{ id: number; created: boolean }> {
  const table = await findCallTable(app, merchantId, tableId);
  const now = app.deps.now();
  const stale = new Date(now.getTime() - WAITER_CALL_TTL_MINUTES * MINUTE);
  return app.deps.db.transaction(async (tx) => {
    await tx
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(eq(diningTables.id, table.id))
      .for('update');
    await tx
      .update(waiterCalls)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(waiterCalls.tableId, table.id),
          eq(waiterCalls.status, 'OPEN'),
          lte(waiterCalls.createdDate, stale),
        ),
      );
    const [open] = await tx
      .select({ id: waiterCalls.id })
      .from(waiterCalls)
      .where(and(eq(waiterCalls.tableId, table.id), eq(waiterCalls.status, 'OPEN')))
      .limit(1);
    if (open) return { id: open.id, created: false };
    const [recent] = await tx
      .select({ n: count() })
      .from(waiterCalls)
      .where(
        and(
          eq(waiterCalls.merchantId, merchantId),
          eq(waiterCalls.userId, userId),
          gt(waiterCalls.createdDate, new Date(now.getTime() - 60 * MINUTE)),
        ),
      );
    if ((recent?.n ?? 0) >= WAITER_CALLS_PER_HOUR) throw new AppError(429, 'WAITER_CALL_LIMIT_REACHED');
    const [row] = await tx
      .insert(waiterCalls)
      .values({
        merchantId,
        branchId: table.branchId,
        tableId: table.id,
        userId,
        status: 'OPEN',
        createdDate: now,
      })
      .returning({ id: waiterCalls.id });
    await notifyStaffInbox(tx, { merchantId, branchId: table.branchId, kind: 'WAITER_CALL', id: row!.id });
    return { id: row!.id, created: true };
  });
}
