import { type Database, tables } from '@dastarkhan/db';
import { CatalogueQuerySchema, OverallMenuSchema, ProductGradeSchema } from '@dastarkhan/domain';
import { avg, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { findMerchantById } from '../../http/merchant-repository.js';
import { type PreparedBody, prepareJson, sendPrepared } from '../../http/prepared-body.js';
import { loadOverallMenu } from './load-overall-menu.js';

const MAX_CACHED_MENUS = 200;

/** Each app's menu warmer (tests build several apps in one process). */
const warmers = new WeakMap<FastifyInstance, (merchantId: number) => Promise<void>>();

/**
 * Builds the merchant's current menu now, in this process (decision 024): a staff change awaits
 * it before answering, so the menu this process serves next is already the new one.
 */
export async function warmMenu(app: FastifyInstance, merchantId: number): Promise<void> {
  await warmers.get(app)?.(merchantId);
}

export function registerCatalogueRoutes(app: FastifyInstance, docs: ApiDocs) {
  // Keyed by the merchant's catalogue version: a catalogue change (a stop-list change included)
  // bumps it, so a new menu is built on the first request after the merchant row is re-read
  // (≤ 2 s in every process). A stop-list entry that ends by itself bumps nothing: the menu built
  // with it is kept only until the first such end (`validUntil`, on the ordering clock).
  const menus = new Map<
    string,
    { body: Promise<PreparedBody>; validUntil: Promise<number | null>; ready: boolean }
  >();
  // The newest built menu per merchant and channel: while a newer version is being built, it is
  // served instead (decision 024), so no request waits on a rebuild when staff save a change.
  const lastBuilt = new Map<string, { version: number; body: PreparedBody }>();

  function preparedMenu(db: Database, merchantId: number, version: number, type: string) {
    const key = `${merchantId}:${version}:${type}`;
    let entry = menus.get(key);
    if (!entry) {
      if (menus.size >= MAX_CACHED_MENUS) menus.delete(menus.keys().next().value!);
      const built = loadOverallMenu(db, merchantId, app.deps.now());
      const fresh = {
        body: built.then(({ menu }) => prepareJson({ data: menu })),
        validUntil: built.then(({ validUntil }) => validUntil?.getTime() ?? null),
        ready: false,
      };
      fresh.body.then(
        (body) => {
          fresh.ready = true;
          const channel = `${merchantId}:${type}`;
          if ((lastBuilt.get(channel)?.version ?? -1) <= version) lastBuilt.set(channel, { version, body });
        },
        () => menus.delete(key),
      );
      fresh.validUntil.catch(() => {});
      menus.set(key, fresh);
      entry = fresh;
    }
    return entry;
  }

  async function currentMenu(db: Database, merchantId: number, version: number, type: string) {
    const key = `${merchantId}:${version}:${type}`;
    const entry = preparedMenu(db, merchantId, version, type);
    if (!entry.ready) {
      const previous = lastBuilt.get(`${merchantId}:${type}`);
      if (previous && previous.version < version) return previous.body;
    }
    const validUntil = await entry.validUntil;
    if (validUntil === null || app.deps.now().getTime() < validUntil) return entry.body;
    if (menus.get(key) === entry) menus.delete(key);
    return preparedMenu(db, merchantId, version, type).body;
  }

  warmers.set(app, async (merchantId) => {
    const merchant = await app.deps.merchantCache.get(merchantId, () =>
      findMerchantById(app.deps.db, merchantId),
    );
    if (!merchant) return;
    const channels = new Set(['WEB']);
    for (const channel of lastBuilt.keys()) {
      const [id, type] = channel.split(':');
      if (Number(id) === merchantId && type) channels.add(type);
    }
    await Promise.all(
      [...channels].map(
        (type) => preparedMenu(app.deps.db, merchantId, merchant.catalogueVersion, type).body,
      ),
    );
  });

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
