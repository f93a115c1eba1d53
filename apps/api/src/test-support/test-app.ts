import { tables } from '@dastarkhan/db';
import { openTestDatabase } from '@dastarkhan/db/test-support';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../env.js';

/**
 * The real app on a private copy of the seeded database; requests go through `app.inject`
 * (the full Fastify pipeline: parsers, hooks, compression, error handler).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { storefront?: boolean; now?: () => Date } = {},
) {
  const { handle, storage } = await openTestDatabase();
  const config = loadConfig({
    APP_MODE: 'demo',
    LOG_LEVEL: 'silent',
    CATALOGUE_RECHECK_SECONDS: '0',
    ...env,
  });
  const app = await buildApp({
    db: handle.db,
    listen: handle.listen,
    storage,
    config,
    logger: false,
    storefront: options.storefront ?? false,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();

  const merchantIds = new Map<string, number>();
  async function merchantId(sub: string): Promise<number> {
    let id = merchantIds.get(sub);
    if (id === undefined) {
      const [row] = await handle.db
        .select({ id: tables.merchants.id })
        .from(tables.merchants)
        .where(eq(tables.merchants.sub, sub));
      if (!row) throw new Error(`no seeded merchant ${sub}`);
      id = row.id;
      merchantIds.set(sub, id);
    }
    return id;
  }

  return {
    app,
    db: handle.db,
    merchantId,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
