import { tables } from '@dastarkhan/db';
import {
  StaffCreateSchema,
  StaffMemberSchema,
  StaffMeSchema,
  StaffUpdateSchema,
  StaffUserIdParamSchema,
} from '@dastarkhan/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { revokeAllSessionsOf } from '../../http/session-repository.js';
import { courierIdOf, requireStaff } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import {
  assertOwnerRemains,
  checkBranchIds,
  ensureCourierRecord,
  findStaff,
  listStaff,
  toStaffMember,
} from './staff-repository.js';

const { users, branches } = tables;

/** Who is signed in to the console, and the OWNER's staff management (issue 16, decision 020). */
/** What the audit log keeps of a member of staff (issue 17): who they are and what they may do. */
function audited(row: {
  phone: string | null;
  firstName: string | null;
  role: string;
  branchIds: number[] | null;
}) {
  return { phone: row.phone, firstName: row.firstName, role: row.role, branchIds: row.branchIds };
}

export function registerStaffRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/me',
    summary:
      'The signed-in member of staff: role, branches and their console settings (403 NOT_STAFF otherwise)',
    tag: 'staff',
    merchant: true,
    auth: true,
    response: StaffMeSchema,
    async handler({ merchant, auth }) {
      const staff = requireStaff(auth, [
        'orders.board',
        'orders.kitchen',
        'orders.courier',
        'staff.manage',
        'stopList.edit',
      ]);
      const rows = await db
        .select({
          id: branches.id,
          name: branches.name,
          prepMinutes: branches.prepMinutes,
          acceptLimitMinutes: branches.acceptLimitMinutes,
        })
        .from(branches)
        .where(
          and(
            eq(branches.merchantId, merchant.id),
            eq(branches.deleted, false),
            ...(staff.branchIds ? [inArray(branches.id, [...staff.branchIds])] : []),
          ),
        )
        .orderBy(asc(branches.id));
      const { user } = auth;
      return {
        user: { id: user.id, phone: user.phone, firstName: user.firstName, lastName: user.lastName },
        role: staff.role,
        branchIds: staff.branchIds ? [...staff.branchIds] : null,
        branches: rows,
        courierId: staff.role === 'COURIER' ? await courierIdOf(db, staff) : null,
      };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/staff',
    summary: "The merchant's staff (OWNER only)",
    tag: 'staff',
    merchant: true,
    auth: true,
    response: z.array(StaffMemberSchema),
    async handler({ merchant, auth }) {
      requireStaff(auth, 'staff.manage');
      return listStaff(db, merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/operator/staff',
    summary: 'Add a member of staff by phone with a role and branches (none: every branch); OWNER only',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: StaffCreateSchema,
    response: StaffMemberSchema,
    async handler({ merchant, auth, body, reply }) {
      const owner = requireStaff(auth, 'staff.manage');
      const member = await db.transaction(async (tx) => {
        const branchIds = await checkBranchIds(tx, merchant.id, body.branchIds);
        const [existing] = await tx
          .select()
          .from(users)
          .where(and(eq(users.merchantId, merchant.id), eq(users.phone, body.phone)))
          .for('update');
        if (existing && existing.role !== 'CUSTOMER' && existing.deletedAt === null)
          throw new AppError(409, 'STAFF_ALREADY_EXISTS', {}, 'phone');
        const values = {
          role: body.role,
          branchIds,
          ...(body.firstName ? { firstName: body.firstName } : {}),
        };
        // A customer of the merchant (or a deleted account's phone) becomes staff; a new phone a new user.
        const [row] = existing
          ? await tx
              .update(users)
              .set({ ...values, deletedAt: null, isActive: true, lastModifiedDate: new Date() })
              .where(eq(users.id, existing.id))
              .returning()
          : await tx
              .insert(users)
              .values({ merchantId: merchant.id, phone: body.phone, ...values })
              .returning();
        if (body.role === 'COURIER') await ensureCourierRecord(tx, merchant.id, row!.id, branchIds);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: owner.userId },
          {
            entity: 'staff',
            entityId: row!.id,
            action: 'create',
            after: audited(row!),
          },
        );
        return toStaffMember(row!);
      });
      reply.status(201);
      return member;
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/operator/staff/:userId',
    summary: "Change a member of staff's role and branches; OWNER only, the last OWNER stays",
    tag: 'staff',
    merchant: true,
    auth: true,
    params: StaffUserIdParamSchema,
    body: StaffUpdateSchema,
    response: StaffMemberSchema,
    async handler({ merchant, auth, params, body }) {
      const owner = requireStaff(auth, 'staff.manage');
      return db.transaction(async (tx) => {
        const current = await findStaff(tx, merchant.id, params.userId);
        const branchIds = await checkBranchIds(tx, merchant.id, body.branchIds);
        if (current.role === 'OWNER' && body.role !== 'OWNER')
          await assertOwnerRemains(tx, merchant.id, current.id);
        const [row] = await tx
          .update(users)
          .set({ role: body.role, branchIds, lastModifiedDate: new Date() })
          .where(eq(users.id, current.id))
          .returning();
        if (body.role === 'COURIER') await ensureCourierRecord(tx, merchant.id, current.id, branchIds);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: owner.userId },
          {
            entity: 'staff',
            entityId: current.id,
            action: 'update',
            before: audited(current),
            after: audited(row!),
          },
        );
        return toStaffMember(row!);
      });
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/users/v1/operator/staff/:userId',
    summary: 'Remove a member of staff: they become a customer and their sessions end at once; OWNER only',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: StaffUserIdParamSchema,
    response: StaffMemberSchema,
    async handler({ merchant, auth, params }) {
      const owner = requireStaff(auth, 'staff.manage');
      return db.transaction(async (tx) => {
        const current = await findStaff(tx, merchant.id, params.userId);
        if (current.role === 'OWNER') await assertOwnerRemains(tx, merchant.id, current.id);
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: owner.userId },
          {
            entity: 'staff',
            entityId: current.id,
            action: 'delete',
            before: audited(current),
          },
        );
        const [row] = await tx
          .update(users)
          .set({ role: 'CUSTOMER', branchIds: null, lastModifiedDate: new Date() })
          .where(eq(users.id, current.id))
          .returning();
        await revokeAllSessionsOf(tx, current.id);
        return toStaffMember({ ...row!, role: current.role });
      });
    },
  });
}
