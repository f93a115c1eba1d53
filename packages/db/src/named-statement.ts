import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.js';

const dialect = new PgDialect();

/**
 * Runs a hot statement as a named prepared statement on PostgreSQL, so each pooled connection
 * parses and plans it once instead of on every call (order creation's big CTEs plan in about a
 * millisecond). The text of `query` must be the same on every call of `name`: only its
 * parameters may change. On PGlite, one process and no network, it is a plain execute.
 * Rows come back as the driver gives them: timestamps may be Date or string; read them with
 * `new Date(value)`.
 */
export async function executeNamed<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name, text, values: params as unknown[] });
    return result.rows as Row[];
  }
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
