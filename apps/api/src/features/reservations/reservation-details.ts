import { type Executor, tables } from '@dastarkhan/db';
import { isBookingCancellable, type ReservationDetails, tashkentDay } from '@dastarkhan/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';

const { reservations, branches, halls, diningTables } = tables;

const TASHKENT_MS = 5 * 60 * 60_000;

/** HH:MM of an instant on the Tashkent clock. */
export function tashkentTime(at: Date): string {
  return new Date(at.getTime() + TASHKENT_MS).toISOString().slice(11, 16);
}

/** What a booking is shown with: its branch, hall and table. */
export const reservationPlace = {
  reservation: reservations,
  branchName: branches.name,
  branchAddress: branches.address,
  bookingPhone: branches.bookingPhone,
  phone: branches.phone,
  hallName: halls.name,
  tableName: diningTables.name,
};

type PlacedRow = {
  reservation: typeof reservations.$inferSelect;
  branchName: ReservationDetails['branchName'];
  branchAddress: ReservationDetails['branchAddress'];
  bookingPhone: string | null;
  phone: string | null;
  hallName: ReservationDetails['hallName'];
  tableName: string | null;
};

export function toReservationDetails({ reservation: r, ...place }: PlacedRow, now: Date): ReservationDetails {
  return {
    id: r.id,
    branchId: r.branchId,
    userId: r.userId,
    hallId: r.hallId,
    tableId: r.tableId,
    chairs: r.chairs,
    reservedAt: r.reservedAt.toISOString(),
    durationMinutes: r.durationMinutes,
    status: r.status as ReservationDetails['status'],
    comment: r.comment,
    createdDate: r.createdDate.toISOString(),
    day: tashkentDay(r.reservedAt),
    time: tashkentTime(r.reservedAt),
    branchName: place.branchName,
    branchAddress: place.branchAddress,
    hallName: place.hallName,
    tableName: place.tableName,
    bookingPhone: place.bookingPhone ?? place.phone,
    cancellable: isBookingCancellable(r.status, r.reservedAt, now),
  };
}

/** Bookings with their branch, hall and table, as the screens show them; newest start first. */
export async function loadReservations(
  db: Executor,
  where: SQL | undefined,
  now: Date,
): Promise<ReservationDetails[]> {
  const rows = await db
    .select(reservationPlace)
    .from(reservations)
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .leftJoin(halls, eq(halls.id, reservations.hallId))
    .leftJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .where(where)
    .orderBy(desc(reservations.reservedAt), desc(reservations.id))
    .limit(200);
  return rows.map((row) => toReservationDetails(row, now));
}

/** The owner's bookings at a merchant, or one of them by id. */
export function ownReservations(userId: number, merchantId: number, id?: number) {
  return and(
    eq(reservations.userId, userId),
    eq(reservations.merchantId, merchantId),
    ...(id === undefined ? [] : [eq(reservations.id, id)]),
  );
}
