import { tables } from '@dastarkhan/db';
import { type AvailablePromo, AvailablePromoSchema, promoKindOf } from '@dastarkhan/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { limitRefusal, promoUses } from './promo-uses.js';

const { promos } = tables;

/** The storefront's `/profile/promos` (decision 026): only codes this customer can use now. */
export function registerAvailablePromoRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/promos/available',
    summary:
      'Promo codes the signed-in customer may use now: active, within their dates, with uses left in all and for them; soonest to end first',
    tag: 'orders',
    merchant: true,
    auth: true,
    response: z.array(AvailablePromoSchema),
    async handler({ merchant, auth }) {
      const settings = await cachedMerchantSettings(app, merchant.id);
      if (!settings.promoActive) return [];
      const now = app.deps.now();
      const rows = await db
        .select()
        .from(promos)
        .where(
          and(
            eq(promos.merchantId, merchant.id),
            eq(promos.isActive, true),
            lte(promos.startDate, now),
            gte(promos.endDate, now),
          ),
        )
        .orderBy(asc(promos.endDate), asc(promos.id));
      const uses = await promoUses(
        db,
        rows.map((r) => r.id),
        auth.user.id,
      );
      const available: AvailablePromo[] = [];
      for (const row of rows) {
        const used = uses.get(row.id) ?? { total: 0, mine: 0 };
        if (limitRefusal(row, used)) continue;
        const left = [
          row.usesTotal === null ? null : row.usesTotal - used.total,
          row.usesPerCustomer === null ? null : row.usesPerCustomer - used.mine,
        ].filter((n): n is number => n !== null);
        available.push({
          id: row.id,
          code: row.code,
          ...promoKindOf(row as Parameters<typeof promoKindOf>[0]),
          minPrice: row.minPrice,
          endDate: row.endDate.toISOString(),
          usesLeft: left.length ? Math.min(...left) : null,
        });
      }
      return available;
    },
  });
}
