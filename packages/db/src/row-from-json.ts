import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A row as drizzle would select it, from `to_jsonb(t.*)` of the same table: snake_case keys to
 * the schema's keys, timestamps back to Date. Lets a hot statement fetch a whole row inside a
 * JSON aggregate without a second round trip (order creation reads the session that way).
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.keyAsName ? snakeCase(key) : column.name] ?? null;
    row[key] = value !== null && column.dataType === 'date' ? new Date(value as string) : value;
  }
  return row as InferSelectModel<T>;
}
