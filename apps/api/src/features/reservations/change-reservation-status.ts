import { tables } from '@dastarkhan/db';
import { type ReservationStatusChange, staffBookingNotice, tashkentDay } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { assertBranch, type StaffContext } from '../../http/staff-access.js';
import { notifyStaffInbox } from '../staff-inbox/index.js';
import { tashkentTime } from './reservation-details.js';

const { reservations, branches, diningTables, notifications } = tables;

/**
 * Whether staff may move a booking to `to`: only one that has not started, BOOKED → CONFIRMED,
 * and BOOKED or CONFIRMED → CANCELED. Anything else (a canceled or past one, the same status
 * again) is refused: nothing to change, and the customer is not told twice.
 */
export function staffMayChange(status: string, reservedAt: Date, to: 'CONFIRMED' | 'CANCELED', now: Date) {
  if (reservedAt.getTime() <= now.getTime()) return false;
  if (to === 'CONFIRMED') return status === 'BOOKED';
  return status === 'BOOKED' || status === 'CONFIRMED';
}

/** Staff confirm or cancel a booking of their branch; the customer gets a notification. */
export async function changeReservationStatus(
  app: FastifyInstance,
  staff: StaffContext,
  id: number,
  change: ReservationStatusChange,
): Promise<void> {
  const now = app.deps.now();
  const settings = await cachedMerchantSettings(app, staff.merchantId);
  await app.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reservation: reservations, branchName: branches.name, tableName: diningTables.name })
      .from(reservations)
      .innerJoin(branches, eq(branches.id, reservations.branchId))
      .leftJoin(diningTables, eq(diningTables.id, reservations.tableId))
      .where(and(eq(reservations.merchantId, staff.merchantId), eq(reservations.id, id)))
      .for('update', { of: reservations });
    if (!row) throw new AppError(404, 'RESERVATION_NOT_FOUND');
    const r = row.reservation;
    assertBranch(staff, r.branchId);
    if (!staffMayChange(r.status, r.reservedAt, change.status, now))
      throw new AppError(409, 'RESERVATION_STATUS_REFUSED', { status: r.status }, 'status');
    const reason = change.status === 'CANCELED' ? change.reason || null : null;
    await tx
      .update(reservations)
      .set({ status: change.status, changedAt: now, changedBy: staff.userId, cancelReason: reason })
      .where(eq(reservations.id, r.id));
    if (settings.notificationsActive) {
      const notice = staffBookingNotice(change.status, {
        day: tashkentDay(r.reservedAt),
        time: tashkentTime(r.reservedAt),
        tableName: row.tableName ?? '',
        branchName: row.branchName,
        reason,
      });
      await tx
        .insert(notifications)
        .values({ merchantId: r.merchantId, userId: r.userId, type: 'RESERVATION', ...notice });
    }
    await notifyStaffInbox(tx, {
      merchantId: r.merchantId,
      branchId: r.branchId,
      kind: 'RESERVATION',
      id: r.id,
    });
  });
}
