import { type DatabaseHandle, type Executor, tables } from '@dastarkhan/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * The NOTIFY channel of menu and tenant changes: `{ merchantId }`, sent inside the writing
 * transaction; every process drops what it cached of that merchant (row, settings, payment types).
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Moves the merchant's catalogue on, inside the change's own transaction: the version bump makes
 * every process build a new menu, and the NOTIFY (delivered only on commit) makes every process
 * re-read the merchant row at once instead of after its recheck interval (decision 024).
 */
export async function bumpCatalogue(tx: Executor, merchantId: number): Promise<void> {
  await tx
    .update(tables.merchants)
    .set({ catalogueVersion: sql`${tables.merchants.catalogueVersion} + 1` })
    .where(eq(tables.merchants.id, merchantId));
  await announceMerchantChange(tx, merchantId);
}

/**
 * A change of the tenant's row or settings that leaves the menu as it is (switches, branding,
 * cashback, links): no new catalogue version, but every process drops its cached copies now
 * instead of after its recheck interval (decision 040). Delivered only if the transaction commits.
 */
export async function announceMerchantChange(tx: Executor, merchantId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${JSON.stringify({ merchantId })})`);
}

/** Each process drops a changed merchant from its caches when any process (itself included) announces a change. */
export async function listenForCatalogueChanges(
  app: FastifyInstance,
  listen: DatabaseHandle['listen'],
): Promise<void> {
  const stop = await listen(CATALOGUE_CHANNEL, (payload) => {
    let merchantId: unknown;
    try {
      merchantId = (JSON.parse(payload) as { merchantId?: unknown }).merchantId;
    } catch {
      return;
    }
    if (typeof merchantId !== 'number') return;
    app.deps.merchantCache.delete(merchantId);
    app.deps.settingsCache.delete(merchantId);
    for (const channel of ['WEB', 'BOT']) app.deps.paymentTypesCache.delete(`${merchantId}:${channel}`);
    // Cached pages of the merchant (storefront/page-cache.ts) are stale from here on.
    app.deps.merchantChanges.record(merchantId);
  });
  app.addHook('onClose', () => stop());
}
