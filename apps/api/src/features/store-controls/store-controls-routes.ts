import { type Database, tables } from '@dastarkhan/db';
import {
  BranchBusyRequestSchema,
  BranchControlsSchema,
  BranchPauseRequestSchema,
  IdParamSchema,
} from '@dastarkhan/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { assertBranch, requireStaff } from '../../http/staff-access.js';
import { pauseColumns, toControls } from './branch-controls.js';

const { branches } = tables;

/** A live branch of the merchant, or 404: another tenant's branch is not even named. */
async function ownBranch(db: Database, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.id, id), eq(branches.deleted, false)));
  if (!row) throw new AppError(404, 'BRANCH_NOT_FOUND', { id }, 'id');
  return row;
}

/**
 * Store controls of the console (issue 16, decision 021): pause a branch or some of its services,
 * busy mode. Both are timestamps on the branch row, so they end by themselves and every app
 * process sees them at once (nothing of them is cached).
 */
export function registerStoreControlRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/branches/controls',
    summary: "Pause and busy mode of the caller's branches (an ended one is null)",
    tag: 'staff',
    merchant: true,
    auth: true,
    response: z.array(BranchControlsSchema),
    async handler({ merchant, auth }) {
      const staff = requireStaff(auth, 'store.controls');
      const rows = await db()
        .select()
        .from(branches)
        .where(
          and(
            eq(branches.merchantId, merchant.id),
            eq(branches.deleted, false),
            ...(staff.branchIds ? [inArray(branches.id, [...staff.branchIds])] : []),
          ),
        )
        .orderBy(asc(branches.id));
      const now = app.deps.now();
      return rows.map((row) => toControls(row, now));
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/operator/branches/:id/pause',
    summary:
      'Pause a branch, or some of its service types, for `minutes` or until it next opens (minutes 0 ends it)',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: BranchPauseRequestSchema,
    response: BranchControlsSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'store.controls');
      assertBranch(staff, params.id);
      const branch = await ownBranch(db(), merchant.id, params.id);
      const now = app.deps.now();
      const [row] = await db()
        .update(branches)
        .set({ ...pauseColumns(body, branch, now), lastModifiedDate: new Date() })
        .where(eq(branches.id, branch.id))
        .returning();
      return toControls(row!, now);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/operator/branches/:id/busy',
    summary: 'Busy mode: add `extraMinutes` to promised times for `minutes` (either 0 ends it)',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: BranchBusyRequestSchema,
    response: BranchControlsSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'store.controls');
      assertBranch(staff, params.id);
      const branch = await ownBranch(db(), merchant.id, params.id);
      const now = app.deps.now();
      const on = body.extraMinutes > 0 && body.minutes > 0;
      const [row] = await db()
        .update(branches)
        .set({
          busyUntil: on ? new Date(now.getTime() + body.minutes * 60_000) : null,
          busyMinutes: on ? body.extraMinutes : 0,
          lastModifiedDate: new Date(),
        })
        .where(eq(branches.id, branch.id))
        .returning();
      return toControls(row!, now);
    },
  });
}
