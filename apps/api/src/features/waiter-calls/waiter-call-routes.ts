import { tables } from '@dastarkhan/db';
import {
  IdParamSchema,
  OperatorWaiterCallsQuerySchema,
  WaiterCallQuerySchema,
  WaiterCallRequestSchema,
  WaiterCallSchema,
} from '@dastarkhan/domain';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { assertBranch, requireStaff } from '../../http/staff-access.js';
import { branchScope, notifyStaffInbox } from '../staff-inbox/index.js';
import { createWaiterCall, findCallTable } from './create-waiter-call.js';
import {
  loadWaiterCalls,
  WAITER_CALL_ACK_SHOWN_MINUTES,
  WAITER_CALL_TTL_MINUTES,
} from './waiter-call-view.js';

const { waiterCalls } = tables;
const MINUTE = 60_000;

/** The waiter call (spec §1, decision 014): customers at a table call, staff see and acknowledge. */
export function registerWaiterCallRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;
  const one = async (merchantId: number, id: number) => {
    const [call] = await loadWaiterCalls(
      db,
      and(eq(waiterCalls.merchantId, merchantId), eq(waiterCalls.id, id)),
      app.deps.now(),
    );
    if (!call) throw new AppError(404, 'WAITER_CALL_NOT_FOUND');
    return call;
  };

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/orders/v1/waiter-calls',
    summary: 'Call the waiter to my table (201; 200 with the open call when the table already has one)',
    tag: 'waiter-calls',
    merchant: true,
    auth: true,
    body: WaiterCallRequestSchema,
    response: WaiterCallSchema,
    async handler({ auth, merchant, body, reply }) {
      const { id, created } = await createWaiterCall(app, merchant.id, auth.user.id, body.tableId);
      reply.status(created ? 201 : 200);
      return one(merchant.id, id);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/waiter-calls/current',
    summary: "The table's current call: open, or acknowledged in the last minutes (null when none)",
    tag: 'waiter-calls',
    merchant: true,
    auth: true,
    query: WaiterCallQuerySchema,
    response: WaiterCallSchema.nullable(),
    async handler({ merchant, query }) {
      const table = await findCallTable(app, merchant.id, query.tableId);
      const now = app.deps.now();
      const [call] = await loadWaiterCalls(
        db,
        and(
          eq(waiterCalls.merchantId, merchant.id),
          eq(waiterCalls.tableId, table.id),
          or(
            and(
              eq(waiterCalls.status, 'OPEN'),
              gt(waiterCalls.createdDate, new Date(now.getTime() - WAITER_CALL_TTL_MINUTES * MINUTE)),
            ),
            and(
              eq(waiterCalls.status, 'ACKNOWLEDGED'),
              gt(
                waiterCalls.acknowledgedAt,
                new Date(now.getTime() - WAITER_CALL_ACK_SHOWN_MINUTES * MINUTE),
              ),
            ),
          ),
        ),
        now,
        'newest',
        1,
      );
      return call ?? null;
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/operator/waiter-calls',
    summary: "The merchant's waiter calls for staff, oldest first (default: the open ones)",
    tag: 'operator',
    merchant: true,
    auth: true,
    query: OperatorWaiterCallsQuerySchema,
    response: z.array(WaiterCallSchema),
    async handler({ merchant, auth, query }) {
      const staff = requireStaff(auth, 'inbox');
      const mine = branchScope(staff, waiterCalls.branchId, { branchId: query.branchId });
      const settings = await cachedMerchantSettings(app, merchant.id);
      if (!settings.dineInActive) throw new AppError(403, 'WAITER_CALL_UNAVAILABLE');
      const now = app.deps.now();
      const stale = new Date(now.getTime() - WAITER_CALL_TTL_MINUTES * MINUTE);
      const byStatus =
        query.status === 'OPEN'
          ? and(eq(waiterCalls.status, 'OPEN'), gt(waiterCalls.createdDate, stale))
          : query.status === 'EXPIRED'
            ? or(
                eq(waiterCalls.status, 'EXPIRED'),
                and(eq(waiterCalls.status, 'OPEN'), lte(waiterCalls.createdDate, stale)),
              )
            : eq(waiterCalls.status, query.status);
      return loadWaiterCalls(
        db,
        and(eq(waiterCalls.merchantId, merchant.id), mine, byStatus),
        now,
        query.status === 'OPEN' ? 'oldest' : 'newest',
      );
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/waiter-calls/:id/ack',
    summary: 'Acknowledge a waiter call: a waiter is on the way (once; again → 409)',
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: WaiterCallSchema,
    async handler({ merchant, auth, params }) {
      const staff = requireStaff(auth, 'inbox');
      const call = await one(merchant.id, params.id); // 404 when it is not the merchant's
      assertBranch(staff, call.branchId);
      const acknowledged = await db.transaction(async (tx) => {
        // Conditional on OPEN: two staff pressing at once acknowledge it once.
        const [row] = await tx
          .update(waiterCalls)
          .set({ status: 'ACKNOWLEDGED', acknowledgedAt: app.deps.now(), acknowledgedBy: staff.userId })
          .where(
            and(
              eq(waiterCalls.merchantId, merchant.id),
              eq(waiterCalls.id, params.id),
              or(eq(waiterCalls.status, 'OPEN'), eq(waiterCalls.status, 'EXPIRED')),
            ),
          )
          .returning({ id: waiterCalls.id, branchId: waiterCalls.branchId });
        if (row)
          await notifyStaffInbox(tx, {
            merchantId: merchant.id,
            branchId: row.branchId,
            kind: 'WAITER_CALL',
            id: row.id,
          });
        return Boolean(row);
      });
      if (!acknowledged) throw new AppError(409, 'WAITER_CALL_ALREADY_ACKNOWLEDGED');
      return one(merchant.id, params.id);
    },
  });
}
