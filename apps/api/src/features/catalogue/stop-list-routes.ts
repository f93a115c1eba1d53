import { tables } from '@dastarkhan/db';
import {
  StopListChangeSchema,
  StopListEntrySchema,
  StopListQuerySchema,
  stopUntil,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError, badRequest } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { assertBranch, requireStaff, type StaffContext } from '../../http/staff-access.js';
import { warmMenu } from './catalogue-routes.js';
import { productBelongsTo } from './product-belongs-to.js';
import { changeStopList, liveStopEntries, toStopListEntry } from './stop-list-repository.js';

const { branches, modifications } = tables;

/** The stop-list of the console (issue 16, decision 021); KITCHEN may use it. */
export function registerStopListRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  /** 403 for a branch not the caller's, 404 for one not the merchant's (another tenant's included). */
  async function checkBranch(merchantId: number, branchId: number, staff: StaffContext) {
    assertBranch(staff, branchId);
    const [row] = await db()
      .select({ id: branches.id })
      .from(branches)
      .where(
        and(eq(branches.merchantId, merchantId), eq(branches.id, branchId), eq(branches.deleted, false)),
      );
    if (!row) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: branchId }, 'branchId');
  }

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/products/v1/operator/stop-list',
    summary: "The branch's stop-list: products and options not sold there now (live entries only)",
    tag: 'staff',
    merchant: true,
    auth: true,
    query: StopListQuerySchema,
    response: z.array(StopListEntrySchema),
    async handler({ merchant, auth, query }) {
      const staff = requireStaff(auth, 'stopList.edit');
      await checkBranch(merchant.id, query.branchId, staff);
      const rows = await liveStopEntries(db(), merchant.id, app.deps.now(), query.branchId);
      return rows.map(toStopListEntry);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/products/v1/operator/stop-list',
    summary:
      'Stop (available: false) or resume (true) a product or one option at a branch; until END_OF_DAY, a time, or turned back',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: StopListChangeSchema,
    response: z.array(StopListEntrySchema),
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'stopList.edit');
      const productId = body.productId ?? null;
      const modificationId = body.modificationId ?? null;
      if ((productId === null) === (modificationId === null))
        throw badRequest('STOP_LIST_TARGET_REQUIRED', productId === null ? 'productId' : 'modificationId');
      const now = app.deps.now();
      const until = stopUntil(body.until, now);
      if (until && !body.available && until.getTime() <= now.getTime())
        throw badRequest('VALIDATION_FAILED', 'until');
      await checkBranch(merchant.id, body.branchId, staff);
      if (productId !== null && !(await productBelongsTo(db(), merchant.id, productId)))
        throw new AppError(404, 'PRODUCT_NOT_FOUND', { id: productId }, 'productId');
      if (modificationId !== null) {
        const [option] = await db()
          .select({ id: modifications.id })
          .from(modifications)
          .where(and(eq(modifications.id, modificationId), eq(modifications.merchantId, merchant.id)));
        if (!option) throw new AppError(404, 'NOT_FOUND', {}, 'modificationId');
      }
      const entries = await changeStopList(
        db(),
        merchant.id,
        { branchId: body.branchId, productId, modificationId },
        { available: body.available, until, userId: auth.user.id },
        now,
      );
      // This process need not wait for its merchant cache to notice the new catalogue version.
      app.deps.merchantCache.delete(merchant.id);
      await warmMenu(app, merchant.id);
      return entries;
    },
  });
}
