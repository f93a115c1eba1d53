import { tables } from '@dastarkhan/db';
import {
  HallInputSchema,
  HallRenameSchema,
  HallSchema,
  HallsQuerySchema,
  IdParamSchema,
  TableChangeSchema,
  TableInputSchema,
} from '@dastarkhan/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { assertBranch, requireStaff, type StaffContext } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { assertTablesFree, releaseTables } from './table-usage.js';

const { halls, diningTables, branches, orders, reservations } = tables;
const TableSchema = z.object({
  id: z.number().int(),
  hallId: z.number().int(),
  name: z.string(),
  chairs: z.number().int(),
});

/** Halls and tables of a branch, for dine-in, booking and the QR sheet (issue 17). */
export function registerHallAdminRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;
  const who = (merchantId: number, userId: number) => ({ merchantId, userId });

  async function ownBranch(merchantId: number, branchId: number, staff: StaffContext) {
    assertBranch(staff, branchId);
    const [row] = await db()
      .select({ id: branches.id })
      .from(branches)
      .where(
        and(eq(branches.merchantId, merchantId), eq(branches.id, branchId), eq(branches.deleted, false)),
      );
    if (!row) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: branchId }, 'branchId');
  }

  async function ownHall(merchantId: number, hallId: number, staff: StaffContext) {
    const [hall] = await db()
      .select()
      .from(halls)
      .where(and(eq(halls.merchantId, merchantId), eq(halls.id, hallId)));
    if (!hall) throw new AppError(404, 'HALL_NOT_FOUND', { id: hallId }, 'hallId');
    assertBranch(staff, hall.branchId);
    return hall;
  }

  async function ownTable(merchantId: number, tableId: number, staff: StaffContext) {
    const [table] = await db()
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.id, tableId)));
    if (!table) throw new AppError(404, 'TABLE_NOT_FOUND', { id: tableId });
    assertBranch(staff, table.branchId);
    return table;
  }

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/operator/halls',
    summary: "A branch's halls with their tables",
    tag: 'staff',
    merchant: true,
    auth: true,
    query: HallsQuerySchema,
    response: z.array(HallSchema),
    async handler({ merchant, auth, query }) {
      const staff = requireStaff(auth, 'branches.edit');
      await ownBranch(merchant.id, query.branchId, staff);
      const [hallRows, tableRows] = await Promise.all([
        db().select().from(halls).where(eq(halls.branchId, query.branchId)).orderBy(asc(halls.id)),
        db()
          .select()
          .from(diningTables)
          .where(eq(diningTables.branchId, query.branchId))
          .orderBy(asc(diningTables.id)),
      ]);
      return hallRows.map((hall) => ({
        id: hall.id,
        name: hall.name,
        tables: tableRows
          .filter((t) => t.hallId === hall.id)
          .map((t) => ({ id: t.id, name: t.name, chairs: t.chairs })),
      }));
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/orders/v1/operator/halls',
    summary: 'Add a hall to a branch',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: HallInputSchema,
    response: HallSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'branches.edit');
      await ownBranch(merchant.id, body.branchId, staff);
      const hall = await db().transaction(async (tx) => {
        const [row] = await tx
          .insert(halls)
          .values({ merchantId: merchant.id, branchId: body.branchId, name: body.name })
          .returning();
        await recordAudit(tx, who(merchant.id, auth.user.id), {
          entity: 'hall',
          entityId: row!.id,
          action: 'create',
          after: { branchId: row!.branchId, name: row!.name },
        });
        return row!;
      });
      return { id: hall.id, name: hall.name, tables: [] };
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/halls/:id',
    summary: 'Rename a hall',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: HallRenameSchema,
    response: z.object({ id: z.number().int(), name: HallSchema.shape.name }),
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'branches.edit');
      const before = await ownHall(merchant.id, params.id, staff);
      await db().transaction(async (tx) => {
        await tx.update(halls).set({ name: body.name }).where(eq(halls.id, before.id));
        await recordAudit(tx, who(merchant.id, auth.user.id), {
          entity: 'hall',
          entityId: before.id,
          action: 'update',
          before: { name: before.name },
          after: { name: body.name },
        });
      });
      return { id: before.id, name: body.name };
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/orders/v1/operator/halls/:id',
    summary: 'Remove a hall and its tables (refused while a table has an open order or a booking)',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: z.object({ id: z.number().int() }),
    async handler({ merchant, auth, params }) {
      const staff = requireStaff(auth, 'branches.edit');
      const hall = await ownHall(merchant.id, params.id, staff);
      await db().transaction(async (tx) => {
        const ids = (
          await tx
            .select({ id: diningTables.id })
            .from(diningTables)
            .where(eq(diningTables.hallId, hall.id))
            .for('update')
        ).map((t) => t.id);
        await assertTablesFree(tx, merchant.id, ids, app.deps.now());
        await releaseTables(tx, merchant.id, ids);
        await tx.update(orders).set({ hallId: null }).where(eq(orders.hallId, hall.id));
        await tx.update(reservations).set({ hallId: null }).where(eq(reservations.hallId, hall.id));
        await tx.delete(halls).where(eq(halls.id, hall.id));
        await recordAudit(tx, who(merchant.id, auth.user.id), {
          entity: 'hall',
          entityId: hall.id,
          action: 'delete',
          before: { branchId: hall.branchId, name: hall.name, tables: ids.length },
        });
      });
      return { id: hall.id };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/orders/v1/operator/tables',
    summary: 'Add a table to a hall',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: TableInputSchema,
    response: TableSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'branches.edit');
      const hall = await ownHall(merchant.id, body.hallId, staff);
      return db().transaction(async (tx) => {
        const [row] = await tx
          .insert(diningTables)
          .values({
            merchantId: merchant.id,
            branchId: hall.branchId,
            hallId: hall.id,
            name: body.name,
            chairs: body.chairs,
          })
          .returning();
        await recordAudit(tx, who(merchant.id, auth.user.id), {
          entity: 'table',
          entityId: row!.id,
          action: 'create',
          after: { hallId: hall.id, name: row!.name, chairs: row!.chairs },
        });
        return { id: row!.id, hallId: row!.hallId, name: row!.name, chairs: row!.chairs };
      });
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/tables/:id',
    summary: 'Rename a table or change its chairs',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: TableChangeSchema,
    response: TableSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'branches.edit');
      const before = await ownTable(merchant.id, params.id, staff);
      return db().transaction(async (tx) => {
        await tx
          .update(diningTables)
          .set({ name: body.name, chairs: body.chairs })
          .where(eq(diningTables.id, before.id));
        await recordAudit(tx, who(merchant.id, auth.user.id), {
          entity: 'table',
          entityId: before.id,
          action: 'update',
          before: { name: before.name, chairs: before.chairs },
          after: { name: body.name, chairs: body.chairs },
        });
        return { id: before.id, hallId: before.hallId, name: body.name, chairs: body.chairs };
      });
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/orders/v1/operator/tables/:id',
    summary: 'Remove a table (refused while it has an open order, a booking or a waiter call)',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: z.object({ id: z.number().int() }),
    async handler({ merchant, auth, params }) {
      const staff = requireStaff(auth, 'branches.edit');
      const table = await ownTable(merchant.id, params.id, staff);
      await db().transaction(async (tx) => {
        await tx
          .select({ id: diningTables.id })
          .from(diningTables)
          .where(eq(diningTables.id, table.id))
          .for('update');
        await assertTablesFree(tx, merchant.id, [table.id], app.deps.now());
        await releaseTables(tx, merchant.id, [table.id]);
        await tx.delete(diningTables).where(eq(diningTables.id, table.id));
        await recordAudit(tx, who(merchant.id, auth.user.id), {
          entity: 'table',
          entityId: table.id,
          action: 'delete',
          before: { hallId: table.hallId, name: table.name, chairs: table.chairs },
        });
      });
      return { id: table.id };
    },
  });
}
