import { tables } from '@dastarkhan/db';
import {
  BOOKING_DAYS,
  BOOKING_DURATION_MINUTES,
  BOOKING_LEAD_MINUTES,
  bookingNotification,
  checkBookingTime,
  MAX_UPCOMING_BOOKINGS,
  type ReservationRequest,
  tashkentInstant,
} from '@dastarkhan/domain';
import { and, count, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { notifyStaffInbox } from '../staff-inbox/index.js';
import { findBookingBranch, findBranchTable, requireBooking } from './booking-place.js';

const { reservations, diningTables, notifications } = tables;

const STANDING = ['BOOKED', 'CONFIRMED'];

/** PostgreSQL's unique_violation, whichever driver raised it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Books a table (decision 014). Checks that need no lock come first; then, in one transaction, the
 * table row is locked (SELECT … FOR UPDATE), so two bookings of one table are decided one after
 * the other on PostgreSQL and PGlite alike: the second sees the first and gets BOOKING_SLOT_TAKEN.
 * The partial unique index on (table_id, reserved_at) stays as a last guard.
 */
export async function createReservation(
  app: FastifyInstance,
  merchantId: number,
  userId: number,
  request: ReservationRequest,
): Promise<number> {
  const { db } = app.deps;
  const settings = await requireBooking(app, merchantId);
  const branch = await findBookingBranch(db, merchantId, request.branchId);
  const table = await findBranchTable(db, merchantId, branch.id, request.tableId);
  if (request.chairs > table.chairs)
    throw new AppError(422, 'BOOKING_TOO_MANY_CHAIRS', { chairs: table.chairs }, 'chairs');
  const now = app.deps.now();
  const refusal = checkBookingTime(
    { workHours: branch.workHours, holidays: branch.holidays },
    request.day,
    request.time,
    now,
  );
  if (refusal)
    throw new AppError(422, refusal, { minutes: BOOKING_LEAD_MINUTES, days: BOOKING_DAYS }, 'time');
  const start = tashkentInstant(request.day, request.time);
  const end = new Date(start.getTime() + BOOKING_DURATION_MINUTES * 60_000);

  try {
    return await db.transaction(async (tx) => {
      await tx
        .select({ id: diningTables.id })
        .from(diningTables)
        .where(eq(diningTables.id, table.id))
        .for('update');
      const [clash] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.tableId, table.id),
            ne(reservations.status, 'CANCELED'),
            lt(reservations.reservedAt, end),
            sql`${reservations.reservedAt} + ${reservations.durationMinutes} * interval '1 minute' > ${start.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      if (clash) throw new AppError(409, 'BOOKING_SLOT_TAKEN', {}, 'time');
      const [upcoming] = await tx
        .select({ n: count() })
        .from(reservations)
        .where(
          and(
            eq(reservations.userId, userId),
            eq(reservations.merchantId, merchantId),
            inArray(reservations.status, STANDING),
            gt(reservations.reservedAt, now),
          ),
        );
      if ((upcoming?.n ?? 0) >= MAX_UPCOMING_BOOKINGS)
        throw new AppError(429, 'BOOKING_LIMIT_REACHED', { max: MAX_UPCOMING_BOOKINGS });
      // Confirmed at once: the table is held for the customer the moment the booking is written.
      const [row] = await tx
        .insert(reservations)
        .values({
          merchantId,
          userId,
          branchId: branch.id,
          hallId: table.hallId,
          tableId: table.id,
          chairs: request.chairs,
          reservedAt: start,
          durationMinutes: BOOKING_DURATION_MINUTES,
          status: 'CONFIRMED',
          comment: request.comment || null,
          createdDate: now,
        })
        .returning({ id: reservations.id });
      if (settings.notificationsActive) {
        const notice = bookingNotification('CONFIRMED', {
          day: request.day,
          time: request.time,
          tableName: table.name,
          chairs: request.chairs,
          branchName: branch.name,
        });
        await tx.insert(notifications).values({ merchantId, userId, type: 'RESERVATION', ...notice });
      }
      await notifyStaffInbox(tx, { merchantId, branchId: branch.id, kind: 'RESERVATION', id: row!.id });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'BOOKING_SLOT_TAKEN', {}, 'time');
    throw error;
  }
}
