import { tables } from '@dastarkhan/db';
import { HallSchema, IdParamSchema, TablePlaceSchema } from '@dastarkhan/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';

const { halls, diningTables, branches } = tables;

/** Where a dine-in customer sits: a branch's halls and tables, and a table from a QR link. */
export function registerHallRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/branches/:id/halls',
    summary: "A branch's halls with their tables, for dine-in",
    tag: 'branches',
    merchant: true,
    params: IdParamSchema,
    response: z.array(HallSchema),
    async handler({ merchant, params }) {
      const [branch] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(
          and(eq(branches.merchantId, merchant.id), eq(branches.id, params.id), eq(branches.deleted, false)),
        );
      if (!branch) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: params.id });
      const [hallRows, tableRows] = await Promise.all([
        db.select().from(halls).where(eq(halls.branchId, branch.id)).orderBy(asc(halls.id)),
        db
          .select()
          .from(diningTables)
          .where(eq(diningTables.branchId, branch.id))
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
    method: 'GET',
    url: '/api/users/v1/tables/:id',
    summary: 'The branch, hall and table of a QR link (/?table=…)',
    tag: 'branches',
    merchant: true,
    params: IdParamSchema,
    response: TablePlaceSchema,
    async handler({ merchant, params }) {
      const [row] = await db
        .select({
          tableId: diningTables.id,
          tableName: diningTables.name,
          hallId: halls.id,
          hallName: halls.name,
          branchId: branches.id,
          branchName: branches.name,
        })
        .from(diningTables)
        .innerJoin(halls, eq(halls.id, diningTables.hallId))
        .innerJoin(branches, eq(branches.id, diningTables.branchId))
        .where(
          and(
            eq(diningTables.merchantId, merchant.id),
            eq(diningTables.id, params.id),
            eq(branches.deleted, false),
          ),
        );
      if (!row) throw new AppError(404, 'TABLE_NOT_FOUND');
      return row;
    },
  });
}
