import { type Database, tables } from '@dastarkhan/db';
import { CatalogueQuerySchema, OverallMenuSchema, ProductGradeSchema } from '@dastarkhan/domain';
import { avg, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { type PreparedBody, prepareJson, sendPrepared } from '../../http/prepared-body.js';
import { loadOverallMenu } from './load-overall-menu.js';

const MAX_CACHED_MENUS = 200;

export function registerCatalogueRoutes(app: FastifyInstance, docs: ApiDocs) {
  // Keyed by the merchant's catalogue version: a catalogue change bumps it, so a new menu is
  // built on the first request after the merchant row is re-read (≤ 2 s in every process).
  const menus = new Map<string, Promise<PreparedBody>>();

  function preparedMenu(db: Database, merchantId: number, version: number, type: string) {
    const key = `${merchantId}:${version}:${type}`;
    let entry = menus.get(key);
    if (!entry) {
      if (menus.size >= MAX_CACHED_MENUS) menus.delete(menus.keys().next().value!);
      entry = loadOverallMenu(db, merchantId).then((menu) => prepareJson({ data: menu }));
      entry.catch(() => menus.delete(key));
      menus.set(key, entry);
    }
    return entry;
  }

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/products/v1/overalls',
    summary: 'Catalogue: groups, categories and products of the tenant (WEB, or TG inside the web-bot)',
    tag: 'catalogue',
    merchant: true,
    query: CatalogueQuerySchema,
    response: OverallMenuSchema,
    async handler({ merchant, query, request, reply }) {
      const body = await preparedMenu(app.deps.db, merchant.id, merchant.catalogueVersion, query.type);
      return sendPrepared(request, reply, body);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/products/v1/grade',
    summary: 'Average customer grade of each reviewed product',
    tag: 'catalogue',
    merchant: true,
    response: z.array(ProductGradeSchema),
    async handler({ merchant }) {
      const { reviews } = tables;
      const rows = await app.deps.db
        .select({ productId: reviews.productId, grade: avg(reviews.grade) })
        .from(reviews)
        .where(eq(reviews.merchantId, merchant.id))
        .groupBy(reviews.productId)
        .orderBy(reviews.productId);
      return rows.map((r) => ({ productId: r.productId, grade: Math.round(Number(r.grade) * 10) / 10 }));
    },
  });
}
