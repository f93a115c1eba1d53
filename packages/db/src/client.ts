import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serveBackups } from './backup/pglite-backup-socket.js';
import { holdDataDirLock } from './data-dir-lock.js';
import { cacheStatements } from './pglite-statement-cache.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle is a Database too: repositories accept either. */
export type Executor = Database;

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

// Any constant works; it only has to be the same in every process of the app.
const STARTUP_LOCK_KEY = 74_200_001;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock, so many processes may start at once. */
  migrate(): Promise<void>;
  /** Runs `fn` while holding the start-up lock (migrations + first seed). */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY payload sent by any process (on PGlite: by
   * this process). Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Plain SQL outside drizzle, for the job engine (pg-boss): with values one parameterised
   * statement, without them one or more statements (the answer is the last one's).
   */
  executeSql: ExecuteSql;
  /** PostgreSQL only: the pool's connections now (for the metrics); PGlite has no pool. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/** node-postgres's counts: open connections, of them idle, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Channel names go into LISTEN unquoted: keep them to plain identifiers. */
function assertChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, node-postgres is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (created when missing); omitted = in memory. */
  dataDir?: string | undefined;
  /** An already opened PGlite (tests load a migrated template into one). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let client = options.pglite;
  let releaseLock = () => {};
  let stopBackups = async () => {};
  if (!client) {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      releaseLock = holdDataDirLock(options.dataDir);
    }
    try {
      client = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
    } catch (error) {
      releaseLock();
      throw error;
    }
    // The one process holding the directory is the only one that can copy it while it runs:
    // `npm run backup` asks it over a private socket (decision 042).
    if (options.dataDir) {
      const pglite = client;
      stopBackups = await serveBackups(pglite, options.dataDir).catch((error: Error) => {
        console.warn(`online backups are off: ${error.message}`);
        return async () => {};
      });
    }
  }
  const pglite = cacheStatements(client);
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite directory, so there is nobody to race with.
    withStartupLock: (fn) => fn(),
    async listen(channel, onPayload) {
      assertChannel(channel);
      const stop = await pglite.listen(channel, onPayload);
      return () => stop();
    },
    async executeSql(text, values) {
      if (values && values.length > 0)
        return pglite.query(text, values) as Promise<{ rows: Record<string, unknown>[] }>;
      const results = await pglite.exec(text);
      return (results.at(-1) ?? { rows: [] }) as { rows: Record<string, unknown>[] };
    },
    close: async () => {
      await stopBackups();
      await pglite.close();
      releaseLock();
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });

  async function withStartupLock<T>(fn: () => Promise<T>): Promise<T> {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await fn();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  }

  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    withStartupLock,
    executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onPayload) {
      assertChannel(channel);
      const stop = await listenOnPostgres(databaseUrl, channel, onPayload);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * A dedicated connection (LISTEN needs one that is not handed back to a pool) that reconnects
 * after a drop with a growing pause, so a database restart does not end live tracking.
 */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let pause = 500;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    pause = 500;
  }

  function reconnect(failed: pg.Client) {
    if (stopped || client !== failed || retryTimer) return;
    client = null;
    failed.end().catch(() => {});
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => {
        pause = Math.min(pause * 2, 10_000);
        if (!stopped) retryTimer = setTimeout(() => reconnectFromScratch(), pause);
      });
    }, pause);
  }

  function reconnectFromScratch() {
    retryTimer = null;
    connect().catch(() => {
      pause = Math.min(pause * 2, 10_000);
      if (!stopped) retryTimer = setTimeout(reconnectFromScratch, pause);
    });
  }

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
