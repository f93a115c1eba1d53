import { tables } from '@dastarkhan/db';
import { checkPromo, formatSom, PromoCheckRequestSchema, PromoSchema } from '@dastarkhan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { authenticate } from '../../http/authenticate.js';
import { defineRoute } from '../../http/define-route.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { limitRefusal, promoUses } from '../promos/index.js';

const { promos } = tables;
const HOUR_MS = 60 * 60_000;
/** Enough for any honest checkout; slows anyone trying codes one after another. */
const CHECKS_PER_IP_PER_HOUR = 300;

/**
 * Checkout asks whether a promo code applies before showing its discount (spec §9). No token is
 * needed; with the customer's token the answer also says when they have used up their share
 * (decision 026), the refusal order creation would give.
 */
export function registerPromoRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/orders/v1/promos/check',
    summary: 'Whether a promo code applies to products worth productPrice; answers its terms or the refusal',
    tag: 'orders',
    merchant: true,
    body: PromoCheckRequestSchema,
    response: PromoSchema,
    async handler({ merchant, body, request }) {
      const settings = await cachedMerchantSettings(app, merchant.id);
      if (!settings.promoActive) throw new AppError(422, 'PROMO_UNAVAILABLE', {}, 'code');
      const allowed = await hitRateLimit(db, `promo-check:${merchant.id}:${request.ip}`, {
        limit: CHECKS_PER_IP_PER_HOUR,
        windowMs: HOUR_MS,
      });
      if (!allowed) throw new AppError(429, 'RATE_LIMITED');
      const [promo] = await db
        .select()
        .from(promos)
        .where(and(eq(promos.merchantId, merchant.id), sql`upper(${promos.code}) = upper(${body.code})`));
      if (!promo) throw new AppError(404, 'PROMO_NOT_FOUND', { code: body.code }, 'code');
      const terms = {
        id: promo.id,
        code: promo.code,
        discountType: promo.discountType as 'AMOUNT' | 'PERCENTAGE',
        productDiscount: promo.productDiscount,
        deliveryDiscount: promo.deliveryDiscount,
        minPrice: promo.minPrice,
        startDate: promo.startDate.toISOString(),
        endDate: promo.endDate.toISOString(),
        isActive: promo.isActive,
        createdDate: promo.createdDate.toISOString(),
        lastModifiedDate: promo.lastModifiedDate.toISOString(),
      };
      const refusal = checkPromo(terms, body.productPrice, app.deps.now());
      if (refusal) {
        const params =
          refusal === 'PROMO_BELOW_MIN_PRICE'
            ? { minPrice: formatSom(promo.minPrice, 'uz') }
            : ({} as Record<string, string>);
        throw new AppError(422, refusal, params, 'code');
      }
      if (promo.usesTotal !== null || promo.usesPerCustomer !== null) {
        // A bad or foreign token is not this call's business: the check is then anonymous.
        const caller = request.headers.authorization
          ? await authenticate(request, merchant).catch(() => null)
          : null;
        const uses = await promoUses(db, [promo.id], caller?.user.id);
        const limits = { ...promo, usesPerCustomer: caller ? promo.usesPerCustomer : null };
        const refused = limitRefusal(limits, uses.get(promo.id));
        if (refused) throw new AppError(422, refused, {}, 'code');
      }
      return terms;
    },
  });
}
