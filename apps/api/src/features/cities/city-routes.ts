import { tables } from '@dastarkhan/db';
import { CitySchema, MerchantIdParamSchema } from '@dastarkhan/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { loadMerchant } from '../../http/resolve-merchant.js';

const { cities } = tables;

export function registerCityRoutes(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/city-merchant/merchant/:merchantId',
    summary: 'Cities the tenant serves, the main city first',
    tag: 'tenant',
    merchant: false,
    params: MerchantIdParamSchema,
    response: z.array(CitySchema),
    async handler({ params, request }) {
      const merchant = await loadMerchant(request, params.merchantId);
      const rows = await app.deps.db
        .select()
        .from(cities)
        .where(eq(cities.merchantId, merchant.id))
        .orderBy(desc(cities.isMain), asc(cities.id));
      return rows.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        latitude: c.latitude,
        longitude: c.longitude,
        isMain: c.isMain,
        createdDate: c.createdDate.toISOString(),
        lastModifiedDate: c.lastModifiedDate.toISOString(),
      }));
    },
  });
}
