import { randomBytes } from 'node:crypto';
import { type MediaStorage, openDatabase, tables } from '@dastarkhan/db';
import { openTestDatabase } from '@dastarkhan/db/test-support';
import { eq } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../env.js';
import { sealPlaintextSecrets } from '../features/operator-settings/index.js';

/**
 * The real app on a private copy of the seeded database; requests go through `app.inject`
 * (the full Fastify pipeline: parsers, hooks, compression, error handler). Every answer of a
 * defineRoute route is checked against its response schema (checkResponses).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    storefront?: boolean;
    now?: () => Date;
    paymentNow?: () => Date;
    /** false: leave the seed's plaintext credentials (the start-up migration's own test). */
    sealSecrets?: boolean;
    /** Start the job engine's workers (messages, clock jobs); off by default, tests call jobs directly. */
    jobs?: boolean;
    /** The app's logger (a test that reads log lines passes `{ level, stream }`); silent by default. */
    logger?: FastifyServerOptions['logger'];
    /** The media store made from the test's config (as server.ts does); default: the seed's folder. */
    storage?: (config: Config) => MediaStorage;
  } = {},
) {
  const { handle, storage: seededStorage, url } = await openTestDatabase();
  const config = loadConfig({
    APP_MODE: 'demo',
    LOG_LEVEL: 'silent',
    CATALOGUE_RECHECK_SECONDS: '0',
    // Many tests place more orders with one customer than a minute allows (decision 037); the
    // limit's own test sets it.
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
    // Production refuses to start without the credentials' key; a test app in production gets one.
    ...(env.APP_MODE === 'production' ? { SECRETS_KEY: randomBytes(32).toString('base64') } : {}),
    ...env,
  });
  const storage = options.storage ? options.storage(config) : seededStorage;
  const app = await buildApp({
    db: handle.db,
    listen: handle.listen,
    executeSql: handle.executeSql,
    storage,
    config,
    poolStats: handle.poolStats,
    logger: options.logger ?? false,
    storefront: options.storefront ?? false,
    checkResponses: true,
    ...(options.now ? { now: options.now } : {}),
    ...(options.paymentNow ? { paymentNow: options.paymentNow } : {}),
    // A test that sets the ordering clock judges its records' days by it as well.
    ...(options.now ? { recordNow: options.now } : {}),
  });
  await app.ready();
  // As server.ts starts: the seeded credentials sealed, so every test reads them as production does.
  if (options.sealSecrets !== false) await sealPlaintextSecrets(handle.db, config.secrets.key);
  if (options.jobs) await app.deps.jobs.start();

  let databaseClosed = false;
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

  /**
   * PostgreSQL only: another app with its own pool and LISTEN connection on the same database,
   * as a second process behind the load balancer would be. Close it before `close()`.
   */
  async function sibling() {
    if (!url) throw new Error('a sibling app needs PostgreSQL (DATABASE_URL)');
    const other = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const otherApp = await buildApp({
      db: other.db,
      listen: other.listen,
      executeSql: other.executeSql,
      storage,
      config,
      logger: false,
      storefront: false,
      checkResponses: true,
      ...(options.now ? { now: options.now } : {}),
    });
    await otherApp.ready();
    return {
      app: otherApp,
      executeSql: other.executeSql,
      async close() {
        await otherApp.close();
        await other.close();
      },
    };
  }

  return {
    app,
    db: handle.db,
    /** Plain SQL on the test's database (the job engine's executor). */
    executeSql: handle.executeSql,
    sibling,
    merchantId,
    /** Closes the database under the running app (readiness must notice); `close()` then skips it. */
    async closeDatabase() {
      databaseClosed = true;
      await handle.close();
    },
    async close() {
      // With its database gone, the app's LISTEN cleanup cannot succeed: nothing is left to free.
      if (databaseClosed) await app.close().catch(() => {});
      else {
        await app.close();
        await handle.close();
      }
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
