import { type Executor, tables } from '@dastarkhan/db';
import type { WaiterCall, WaiterCallStatus } from '@dastarkhan/domain';
import { asc, desc, eq, type SQL } from 'drizzle-orm';

const { waiterCalls, diningTables, halls, branches } = tables;

/** An open call nobody answered for this long no longer holds the table's one open call. */
export const WAITER_CALL_TTL_MINUTES = 10;
/** After staff acknowledge a call, the customer sees "the waiter is coming" for this long. */
export const WAITER_CALL_ACK_SHOWN_MINUTES = 10;
/** New calls one customer may make in an hour. */
export const WAITER_CALLS_PER_HOUR = 10;

const MINUTE = 60_000;

/** OPEN, or EXPIRED when nobody answered it within the TTL. */
export function effectiveStatus(row: { status: string; createdDate: Date }, now: Date): WaiterCallStatus {
  if (row.status === 'OPEN' && row.createdDate.getTime() <= now.getTime() - WAITER_CALL_TTL_MINUTES * MINUTE)
    return 'EXPIRED';
  return row.status as WaiterCallStatus;
}

/** Calls with their table, hall and branch names, as customers and staff see them. */
export async function loadWaiterCalls(
  db: Executor,
  where: SQL | undefined,
  now: Date,
  order: 'oldest' | 'newest' = 'newest',
  limit = 100,
): Promise<WaiterCall[]> {
  const rows = await db
    .select({
      call: waiterCalls,
      tableName: diningTables.name,
      hallName: halls.name,
      branchName: branches.name,
    })
    .from(waiterCalls)
    .innerJoin(diningTables, eq(diningTables.id, waiterCalls.tableId))
    .innerJoin(halls, eq(halls.id, diningTables.hallId))
    .innerJoin(branches, eq(branches.id, waiterCalls.branchId))
    .where(where)
    .orderBy(
      order === 'oldest' ? asc(waiterCalls.createdDate) : desc(waiterCalls.createdDate),
      order === 'oldest' ? asc(waiterCalls.id) : desc(waiterCalls.id),
    )
    .limit(limit);
  return rows.map(({ call, ...place }) => ({
    id: call.id,
    branchId: call.branchId,
    tableId: call.tableId,
    tableName: place.tableName,
    hallName: place.hallName,
    branchName: place.branchName,
    status: effectiveStatus(call, now),
    createdDate: call.createdDate.toISOString(),
    acknowledgedAt: call.acknowledgedAt?.toISOString() ?? null,
  }));
}
