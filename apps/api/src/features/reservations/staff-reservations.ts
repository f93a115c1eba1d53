import { type Executor, tables } from '@dastarkhan/db';
import { type StaffReservation, tashkentDay, tashkentInstant } from '@dastarkhan/domain';
import { and, asc, eq, gte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reservationPlace, toReservationDetails } from './reservation-details.js';

const { reservations, branches, halls, diningTables, users } = tables;
const changer = alias(users, 'changer');

/** Bookings as the console shows them: with the customer and staff's last change; soonest first. */
export async function loadStaffReservations(
  db: Executor,
  where: SQL | undefined,
  now: Date,
  limit = 200,
): Promise<StaffReservation[]> {
  const rows = await db
    .select({
      ...reservationPlace,
      customer: { id: users.id, phone: users.phone, firstName: users.firstName, lastName: users.lastName },
      changerName: changer.firstName,
    })
    .from(reservations)
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .leftJoin(halls, eq(halls.id, reservations.hallId))
    .leftJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .leftJoin(users, eq(users.id, reservations.userId))
    .leftJoin(changer, eq(changer.id, reservations.changedBy))
    .where(where)
    .orderBy(asc(reservations.reservedAt), asc(reservations.id))
    .limit(limit);
  return rows.map((row) => {
    const r = row.reservation;
    return {
      ...toReservationDetails(row, now),
      customer: row.customer,
      changedAt: r.changedAt?.toISOString() ?? null,
      changedBy: r.changedBy === null ? null : { id: r.changedBy, name: row.changerName },
      cancelReason: r.cancelReason,
    };
  });
}

/** Bookings starting on the Tashkent day `from` (default today) or later; cancelled ones if asked. */
export function upcomingReservations(
  merchantId: number,
  now: Date,
  { from, includeCanceled }: { from?: string | undefined; includeCanceled: boolean },
) {
  return and(
    eq(reservations.merchantId, merchantId),
    gte(reservations.reservedAt, tashkentInstant(from ?? tashkentDay(now), '00:00')),
    ...(includeCanceled ? [] : [ne(reservations.status, 'CANCELED')]),
  );
}
