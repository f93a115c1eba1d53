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
  // Keyed by the merchant's catalogue version: a catalogue change (a stop-list change included)
  // bumps it, so a new menu is built on the first request after the merchant row is re-read
  // (≤ 2 s in every process). A stop-list entry that ends by itself bumps nothing: the menu built
  // with it is kept only until the first such end (`validUntil`, on the ordering clock).
  const menus = new Map<string, { body: Promise<PreparedBody>; validUntil: Promise<number | null> }>();

  function preparedMenu(db: Database, merchantId: number, version: number, type: string) {
    const key = `${merchantId}:${version}:${type}`;
    let entry = menus.get(key);
    if (!entry) {
      if (menus.size >= MAX_CACHED_MENUS) menus.delete(menus.keys().next().value!);
      const built = loadOverallMenu(db, merchantId, app.deps.now());
      const fresh = {
        body: built.then(({ menu }) => prepareJson({ data: menu })),
        validUntil: built.then(({ validUntil }) => validUntil?.getTime() ?? null),
      };
      fresh.body.catch(() => menus.delete(key));
      fresh.validUntil.catch(() => {});
      menus.set(key, fresh);
      entry = fresh;
    }
    return entry;
  }

  async function currentMenu(db: Database, merchantId: number, version: number, type: string) {
    const key = `${merchantId}:${version}:${type}`;
    const entry = preparedMenu(db, merchantId, version, type);
    const validUntil = await entry.validUntil;
    if (validUntil === null || app.deps.now().getTime() < validUntil) return entry.body;
    if (menus.get(key) === entry) menus.delete(key);
    return preparedMenu(db, merchantId, version, type).body;
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
      const body = await currentMenu(app.deps.db, merchant.id, merchant.catalogueVersion, query.type);
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
