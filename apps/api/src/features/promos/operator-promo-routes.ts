import { tables } from '@dastarkhan/db';
import {
  IdParamSchema,
  OperatorPromoSchema,
  PromoActiveChangeSchema,
  PromoEditSchema,
} from '@dastarkhan/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { auditedPromo, codeTaken, lockPromoCodes, toOperatorPromo, validPromo } from './promo-repository.js';
import { promoUses } from './promo-uses.js';

const { promos } = tables;

/** The console's promo codes (issue 17, decision 026): OWNER and MANAGER ('marketing.edit'). */
export function registerOperatorPromoRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  async function findPromo(merchantId: number, id: number) {
    const [row] = await db()
      .select()
      .from(promos)
      .where(and(eq(promos.merchantId, merchantId), eq(promos.id, id)));
    // Another tenant's promo is as unknown as a missing one.
    if (!row) throw new AppError(404, 'PROMO_NOT_FOUND', { code: String(id) }, 'id');
    return row;
  }

  async function answer(row: typeof promos.$inferSelect) {
    const uses = await promoUses(db(), [row.id]);
    return toOperatorPromo(row, uses.get(row.id)?.total ?? 0);
  }

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/operator/promos',
    summary: "The merchant's promo codes, newest first, each with how many orders used it (not canceled)",
    tag: 'staff',
    merchant: true,
    auth: true,
    response: z.array(OperatorPromoSchema),
    async handler({ merchant, auth }) {
      requireStaff(auth, 'marketing.edit');
      const rows = await db()
        .select()
        .from(promos)
        .where(eq(promos.merchantId, merchant.id))
        .orderBy(desc(promos.id));
      const uses = await promoUses(
        db(),
        rows.map((r) => r.id),
      );
      return rows.map((row) => toOperatorPromo(row, uses.get(row.id)?.total ?? 0));
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/orders/v1/operator/promos',
    summary:
      "Creates a promo code: AMOUNT (so'm off the products), PERCENTAGE (1–100 % off them) or FREE_DELIVERY; code unique per merchant whatever its case",
    tag: 'staff',
    merchant: true,
    auth: true,
    body: PromoEditSchema,
    response: OperatorPromoSchema,
    async handler({ merchant, auth, body, reply }) {
      const staff = requireStaff(auth, 'marketing.edit');
      const values = validPromo(body, app.deps.now());
      const row = await db().transaction(async (tx) => {
        await lockPromoCodes(tx, merchant.id);
        if (await codeTaken(tx, merchant.id, values.code))
          throw new AppError(409, 'PROMO_CODE_TAKEN', { code: values.code }, 'code');
        const [created] = await tx
          .insert(promos)
          .values({ merchantId: merchant.id, ...values })
          .returning();
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          { entity: 'promo', entityId: created!.id, action: 'create', after: auditedPromo(created!) },
        );
        return created!;
      });
      reply.code(201);
      return answer(row);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/promos/:id',
    summary: 'Changes a promo code: the same body as creating one, every field replaced',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: PromoEditSchema,
    response: OperatorPromoSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'marketing.edit');
      const before = await findPromo(merchant.id, params.id);
      const values = validPromo(body, app.deps.now(), before);
      const row = await db().transaction(async (tx) => {
        await lockPromoCodes(tx, merchant.id);
        if (await codeTaken(tx, merchant.id, values.code, before.id))
          throw new AppError(409, 'PROMO_CODE_TAKEN', { code: values.code }, 'code');
        const [updated] = await tx
          .update(promos)
          .set({ ...values, lastModifiedDate: app.deps.now() })
          .where(and(eq(promos.merchantId, merchant.id), eq(promos.id, before.id)))
          .returning();
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          {
            entity: 'promo',
            entityId: before.id,
            action: 'update',
            before: auditedPromo(before),
            after: auditedPromo(updated!),
          },
        );
        return updated!;
      });
      return answer(row);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/promos/:id/active',
    summary: 'Deactivates (isActive: false) or activates a promo code; orders already placed keep it',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: PromoActiveChangeSchema,
    response: OperatorPromoSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'marketing.edit');
      const before = await findPromo(merchant.id, params.id);
      const row = await db().transaction(async (tx) => {
        const [updated] = await tx
          .update(promos)
          .set({ isActive: body.isActive, lastModifiedDate: app.deps.now() })
          .where(and(eq(promos.merchantId, merchant.id), eq(promos.id, before.id)))
          .returning();
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          {
            entity: 'promo',
            entityId: before.id,
            action: 'update',
            before: auditedPromo(before),
            after: auditedPromo(updated!),
          },
        );
        return updated!;
      });
      return answer(row);
    },
  });
}
