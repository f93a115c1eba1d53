import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.js';
import { openTestDatabase } from '../test-support/test-database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  ({ handle } = await openTestDatabase());
});
afterAll(() => handle.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('schema conventions (docs/design.md)', () => {
  it('gives every tenant-owned table an index that starts with merchant_id', async () => {
    const tables = await rows<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'merchant_id'`);
    expect(tables.length).toBeGreaterThan(25);
    const indexed = await rows<{ table_name: string }>(sql`
      select t.relname as table_name
      from pg_index i
      join pg_class t on t.oid = i.indrelid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and a.attname = 'merchant_id'`);
    const withIndex = new Set(indexed.map((r) => r.table_name));
    const missing = tables.map((t) => t.table_name).filter((name) => !withIndex.has(name));
    expect(missing).toEqual([]);
  });

  it('stores every timestamp with its time zone', async () => {
    const naive = await rows<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'timestamp without time zone'
        and table_name <> '__drizzle_migrations'`);
    expect(naive).toEqual([]);
  });

  it('keeps money in integer columns', async () => {
    const money = await rows<{ column_name: string; data_type: string }>(sql`
      select column_name, data_type from information_schema.columns
      where table_schema = 'public'
        and (column_name like '%price%' or column_name in ('amount', 'cashback', 'balance', 'total_discount',
             'delivery_discount', 'product_discount', 'min_price', 'salary_from', 'salary_to'))`);
    expect(money.length).toBeGreaterThan(15);
    expect(money.filter((c) => c.data_type !== 'integer')).toEqual([]);
  });
});
