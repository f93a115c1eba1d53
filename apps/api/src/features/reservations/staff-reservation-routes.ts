import { tables } from '@dastarkhan/db';
import {
  IdParamSchema,
  ReservationStatusChangeSchema,
  StaffReservationSchema,
  StaffReservationsQuerySchema,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-access.js';
import { branchScope } from '../staff-inbox/index.js';
import { changeReservationStatus } from './change-reservation-status.js';
import { loadStaffReservations, upcomingReservations } from './staff-reservations.js';

const { reservations } = tables;

/** The console's bookings inbox (issue 16): today's and coming bookings of my branches. */
export function registerStaffReservationRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/reservations',
    summary:
      'Bookings of my branches from a Tashkent day (default today) on, soonest first; cancelled ones only with includeCanceled',
    tag: 'operator',
    merchant: true,
    auth: true,
    query: StaffReservationsQuerySchema,
    response: z.array(StaffReservationSchema),
    async handler({ merchant, auth, query }) {
      const staff = requireStaff(auth, 'inbox');
      const now = app.deps.now();
      return loadStaffReservations(
        db,
        and(
          upcomingReservations(merchant.id, now, query),
          branchScope(staff, reservations.branchId, { branchId: query.branchId }),
        ),
        now,
      );
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/operator/reservations/:id/status',
    summary:
      'Confirm a booking or cancel it with a reason (before it starts; the customer is notified; other moves → 409)',
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: ReservationStatusChangeSchema,
    response: StaffReservationSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'inbox');
      await changeReservationStatus(app, staff, params.id, body);
      const [changed] = await loadStaffReservations(
        db,
        and(eq(reservations.merchantId, merchant.id), eq(reservations.id, params.id)),
        app.deps.now(),
      );
      if (!changed) throw new AppError(404, 'RESERVATION_NOT_FOUND');
      return changed;
    },
  });
}
