import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.js';

const dialect = new PgDialect();

export interface NamedStatement<Row, Values extends object> {
  readonly name: string;
  readonly text: string;
  /** Runs on the database itself (not inside a transaction): one round trip, planned once. */
  run(db: Database, values: Values): Promise<Row[]>;
  /**
   * Runs inside a drizzle transaction (`db.transaction(tx => …)`), on its connection: for a hot
   * statement that must sometimes follow a lock taken earlier in the same transaction.
   */
  runInTransaction(tx: Database, values: Values): Promise<Row[]>;
}

/**
 * A hot statement built ONCE from a drizzle `sql` template whose changing parts are
 * `sql.placeholder('name')`: each call only fills the parameters, without building the SQL again
 * (which cost more Node time than PostgreSQL spent on the order). On PostgreSQL it runs as a named
 * prepared statement (each pooled connection parses and plans it once); on PGlite the statement
 * cache of pglite-statement-cache.ts does the same.
 * Rows come back as the driver gives them: timestamps may be Date or string (read them with
 * `new Date(value)`); json columns are parsed.
 */
export function namedStatement<Row, Values extends object>(
  name: string,
  query: SQL,
): NamedStatement<Row, Values> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return {
    name,
    text,
    async run(db, values) {
      const client = (db as unknown as { $client?: unknown }).$client;
      const args = fillPlaceholders(params, values as Record<string, unknown>);
      if (client instanceof pg.Pool) return (await client.query({ name, text, values: args })).rows as Row[];
      if (client && typeof (client as { query?: unknown }).query === 'function') {
        const pglite = client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
        return (await pglite.query(text, args)).rows as Row[];
      }
      throw new Error(`statement ${name} runs on the database, not inside a transaction`);
    },
    async runInTransaction(tx, values) {
      // drizzle keeps the transaction's connection on its session: a pg PoolClient, or PGlite's
      // Transaction; both answer query(text, values).
      const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
      const args = fillPlaceholders(params, values as Record<string, unknown>);
      if (client instanceof pg.Client)
        return (await client.query({ name, text, values: args })).rows as Row[];
      if (client && typeof (client as { query?: unknown }).query === 'function') {
        const inner = client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
        return (await inner.query(text, args)).rows as Row[];
      }
      throw new Error(`statement ${name} needs a transaction handle`);
    },
  };
}
