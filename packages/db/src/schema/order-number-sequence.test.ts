import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../client.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { merchants } from './index.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  ({ handle } = await openTestDatabase());
});
afterAll(() => handle.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await handle.db.execute(query)) as unknown as { rows: T[] };
const sequenceOf = async (merchantId: number) =>
  (
    await rows<{ name: string | null }>(
      sql`select to_regclass(${`order_number_${merchantId}`})::text as name`,
    )
  ).rows[0]!.name;

describe('order number sequences (migration 0005)', () => {
  it('gives a new merchant its own numbering from 1, and drops it with the merchant', async () => {
    const [merchant] = await handle.db
      .insert(merchants)
      .values({ sub: 'sequence-test', name: { uz: 'S', ru: 'S', eng: 'S' } })
      .returning({ id: merchants.id });
    const id = merchant!.id;
    expect(await sequenceOf(id)).toBe(`order_number_${id}`);
    const drawn = await rows<{ n: number }>(sql`select nextval(${`order_number_${id}`}::regclass)::int as n`);
    expect(drawn.rows[0]!.n).toBe(1);

    await handle.db.delete(merchants).where(eq(merchants.id, id));
    expect(await sequenceOf(id)).toBeNull();
  });

  it('carries on each existing merchant from its old counter', async () => {
    // An empty database at migration 0004, a merchant with 41 orders, then 0005.
    const pglite = await PGlite.create();
    try {
      const files = readdirSync(migrationsFolder)
        .filter((f) => f.endsWith('.sql'))
        .sort();
      const run = async (file: string) => {
        const text = readFileSync(join(migrationsFolder, file), 'utf8');
        for (const statement of text.split('--> statement-breakpoint')) await pglite.exec(statement);
      };
      for (const file of files.filter((f) => f < '0005')) await run(file);
      await pglite.exec(`insert into merchants (sub, name) values ('old', '{"uz":"O","ru":"O","eng":"O"}');
        insert into order_counters (merchant_id, last_number) select id, 41 from merchants;`);
      await run(files.find((f) => f.startsWith('0005'))!);
      const next = await pglite.query<{ n: number }>(
        `select nextval(('order_number_' || (select id from merchants where sub = 'old'))::regclass)::int as n`,
      );
      expect(next.rows[0]!.n).toBe(42);
    } finally {
      await pglite.close();
    }
  });
});
