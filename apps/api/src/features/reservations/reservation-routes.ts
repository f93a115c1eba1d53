import { tables } from '@dastarkhan/db';
import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
  BOOKING_DURATION_MINUTES,
  bookingDays,
  bookingStarts,
  IdParamSchema,
  ReservationDetailsSchema,
  ReservationRequestSchema,
  tashkentInstant,
} from '@dastarkhan/domain';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { findBookingBranch, findBranchTable, requireBooking } from './booking-place.js';
import { cancelReservation } from './cancel-reservation.js';
import { createReservation } from './create-reservation.js';
import { loadReservations, ownReservations } from './reservation-details.js';
import { registerStaffReservationRoutes } from './staff-reservation-routes.js';

const { reservations } = tables;
const MINUTE = 60_000;

/**
 * Table booking (spec §2 "Reservations", decision 014): the customer's own bookings, the free
 * starts of a day, booking and cancelling. Every call needs the tenant's `bookingActive`.
 */
export function registerReservationRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/reservations',
    summary: 'My table bookings, the latest start first',
    tag: 'reservations',
    merchant: true,
    auth: true,
    response: z.array(ReservationDetailsSchema),
    async handler({ auth, merchant }) {
      await requireBooking(app, merchant.id);
      return loadReservations(db, ownReservations(auth.user.id, merchant.id), app.deps.now());
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/reservations/availability',
    summary: "A branch's bookable days and the starts of one day, marked free or taken for a table",
    tag: 'reservations',
    merchant: true,
    query: AvailabilityQuerySchema,
    response: AvailabilitySchema,
    async handler({ merchant, query }) {
      await requireBooking(app, merchant.id);
      const branch = await findBookingBranch(db, merchant.id, query.branchId);
      const table = query.tableId ? await findBranchTable(db, merchant.id, branch.id, query.tableId) : null;
      const now = app.deps.now();
      const days = bookingDays(now);
      const day = query.day ?? days[0]!;
      if (!days.includes(day)) throw new AppError(422, 'BOOKING_TOO_FAR', { days: days.length }, 'day');
      const starts = bookingStarts({ workHours: branch.workHours, holidays: branch.holidays }, day, now);
      let taken: Array<{ start: number; end: number }> = [];
      if (table && starts.length > 0) {
        const from = tashkentInstant(day, starts[0]!);
        const to = new Date(
          tashkentInstant(day, starts[starts.length - 1]!).getTime() + BOOKING_DURATION_MINUTES * MINUTE,
        );
        const rows = await db
          .select({ at: reservations.reservedAt, minutes: reservations.durationMinutes })
          .from(reservations)
          .where(
            and(
              eq(reservations.tableId, table.id),
              ne(reservations.status, 'CANCELED'),
              lt(reservations.reservedAt, to),
              gte(reservations.reservedAt, new Date(from.getTime() - 24 * 60 * MINUTE)),
            ),
          );
        taken = rows.map((r) => ({ start: r.at.getTime(), end: r.at.getTime() + r.minutes * MINUTE }));
      }
      const slots = starts.map((time) => {
        const start = tashkentInstant(day, time).getTime();
        const end = start + BOOKING_DURATION_MINUTES * MINUTE;
        return { time, free: !taken.some((t) => t.start < end && start < t.end) };
      });
      return {
        branchId: branch.id,
        bookingPhone: branch.bookingPhone ?? branch.phone,
        durationMinutes: BOOKING_DURATION_MINUTES,
        days,
        day,
        slots,
      };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/reservations/:id',
    summary: 'One of my table bookings',
    tag: 'reservations',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: ReservationDetailsSchema,
    async handler({ auth, merchant, params }) {
      await requireBooking(app, merchant.id);
      const [found] = await loadReservations(
        db,
        ownReservations(auth.user.id, merchant.id, params.id),
        app.deps.now(),
      );
      if (!found) throw new AppError(404, 'RESERVATION_NOT_FOUND');
      return found;
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/reservations',
    summary: 'Book a table: branch, table, guests, day and time (confirmed at once, or 409 when taken)',
    tag: 'reservations',
    merchant: true,
    auth: true,
    body: ReservationRequestSchema,
    response: ReservationDetailsSchema,
    async handler({ auth, merchant, body, reply }) {
      const id = await createReservation(app, merchant.id, auth.user.id, body);
      const [created] = await loadReservations(
        db,
        ownReservations(auth.user.id, merchant.id, id),
        app.deps.now(),
      );
      reply.status(201);
      return created;
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/reservations/:id/cancel',
    summary: 'Cancel one of my bookings before it starts',
    tag: 'reservations',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: ReservationDetailsSchema,
    async handler({ auth, merchant, params }) {
      await cancelReservation(app, merchant.id, auth.user.id, params.id);
      const [found] = await loadReservations(
        db,
        ownReservations(auth.user.id, merchant.id, params.id),
        app.deps.now(),
      );
      return found;
    },
  });

  registerStaffReservationRoutes(app, docs);
}
