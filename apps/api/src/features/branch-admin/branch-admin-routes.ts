import { tables } from '@dastarkhan/db';
import { BranchAdminSchema, BranchInputSchema, IdParamSchema } from '@dastarkhan/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { assertBranch, requireStaff, worksAt } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { warmMenu } from '../catalogue/index.js';
import { branchColumns, bumpCatalogue, toBranchAdmin } from './branch-admin-row.js';
import { assertOwnCity } from './own-city.js';

const { branches } = tables;

/** Branches as the console edits them (issue 17, decision 028); ability `branches.edit`. */
export function registerBranchAdminRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;
  const mine = (merchantId: number, id: number) =>
    and(eq(branches.merchantId, merchantId), eq(branches.id, id), eq(branches.deleted, false));

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/branches',
    summary: 'The branches I may edit, inactive ones included',
    tag: 'staff',
    merchant: true,
    auth: true,
    response: z.array(BranchAdminSchema),
    async handler({ merchant, auth }) {
      const staff = requireStaff(auth, 'branches.edit');
      const rows = await db()
        .select()
        .from(branches)
        .where(and(eq(branches.merchantId, merchant.id), eq(branches.deleted, false)))
        .orderBy(desc(branches.isMain), asc(branches.id));
      return rows.filter((row) => worksAt(staff, row.id)).map(toBranchAdmin);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/branches/:id',
    summary: 'One branch as the console edits it',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: BranchAdminSchema,
    async handler({ merchant, auth, params }) {
      const staff = requireStaff(auth, 'branches.edit');
      assertBranch(staff, params.id);
      const [row] = await db().select().from(branches).where(mine(merchant.id, params.id));
      if (!row) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: params.id });
      return toBranchAdmin(row);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/operator/branches',
    summary: 'Open a new branch (staff of every branch only)',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: BranchInputSchema,
    response: BranchAdminSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'branches.edit');
      // A new branch is nobody's yet: staff limited to some branches cannot make one.
      if (staff.branchIds !== null) throw new AppError(403, 'BRANCH_FORBIDDEN');
      await assertOwnCity(db(), merchant.id, body.cityId);
      const row = await db().transaction(async (tx) => {
        const [created] = await tx
          .insert(branches)
          .values({ merchantId: merchant.id, ...branchColumns(body, null) })
          .returning();
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: auth.user.id },
          { entity: 'branch', entityId: created!.id, action: 'create', after: toBranchAdmin(created!) },
        );
        await bumpCatalogue(tx, merchant.id);
        return created!;
      });
      app.deps.merchantCache.delete(merchant.id);
      await warmMenu(app, merchant.id);
      return toBranchAdmin(row);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/operator/branches/:id',
    summary:
      'Change a branch: names, place, phones, hours, holidays, services, times; isActive false closes it',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: BranchInputSchema,
    response: BranchAdminSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'branches.edit');
      assertBranch(staff, params.id);
      await assertOwnCity(db(), merchant.id, body.cityId);
      const row = await db().transaction(async (tx) => {
        const [before] = await tx.select().from(branches).where(mine(merchant.id, params.id)).for('update');
        if (!before) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: params.id });
        const [after] = await tx
          .update(branches)
          .set({
            ...branchColumns(body, before.settings),
            // A new address typed in the console replaces the translations of the old one.
            ...(body.address === before.address ? {} : { addressText: null }),
            lastModifiedDate: new Date(),
          })
          .where(eq(branches.id, before.id))
          .returning();
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: auth.user.id },
          {
            entity: 'branch',
            entityId: before.id,
            action: 'update',
            before: toBranchAdmin(before),
            after: toBranchAdmin(after!),
          },
        );
        await bumpCatalogue(tx, merchant.id);
        return after!;
      });
      app.deps.merchantCache.delete(merchant.id);
      await warmMenu(app, merchant.id);
      return toBranchAdmin(row);
    },
  });
}
