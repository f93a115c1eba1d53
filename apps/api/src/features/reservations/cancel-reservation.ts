import { tables } from '@dastarkhan/db';
import { bookingNotification, isBookingCancellable, tashkentDay } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { notifyStaffInbox } from '../staff-inbox/index.js';
import { requireBooking } from './booking-place.js';
import { ownReservations } from './reservation-details.js';

const { reservations, branches, diningTables, notifications } = tables;

/** The customer cancels their own booking while it stands and has not started (decision 014). */
export async function cancelReservation(
  app: FastifyInstance,
  merchantId: number,
  userId: number,
  id: number,
) {
  const settings = await requireBooking(app, merchantId);
  const now = app.deps.now();
  await app.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        reservation: reservations,
        branchName: branches.name,
        tableName: diningTables.name,
      })
      .from(reservations)
      .innerJoin(branches, eq(branches.id, reservations.branchId))
      .leftJoin(diningTables, eq(diningTables.id, reservations.tableId))
      .where(ownReservations(userId, merchantId, id))
      .for('update', { of: reservations });
    if (!row) throw new AppError(404, 'RESERVATION_NOT_FOUND');
    const r = row.reservation;
    if (!isBookingCancellable(r.status, r.reservedAt, now))
      throw new AppError(409, 'RESERVATION_NOT_CANCELLABLE');
    await tx
      .update(reservations)
      .set({ status: 'CANCELED' })
      .where(and(eq(reservations.id, r.id), eq(reservations.userId, userId)));
    if (settings.notificationsActive) {
      const at = new Date(r.reservedAt.getTime() + 5 * 60 * 60_000);
      const notice = bookingNotification('CANCELED', {
        day: tashkentDay(r.reservedAt),
        time: at.toISOString().slice(11, 16),
        tableName: row.tableName ?? '',
        chairs: r.chairs,
        branchName: row.branchName,
      });
      await tx.insert(notifications).values({ merchantId, userId, type: 'RESERVATION', ...notice });
    }
    await notifyStaffInbox(tx, { merchantId, branchId: r.branchId, kind: 'RESERVATION', id: r.id });
  });
}
