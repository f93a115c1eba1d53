import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './pglite-statement-cache.js';

let pglite: PGlite;

beforeEach(async () => {
  pglite = cacheStatements(await PGlite.create(), 3);
  await pglite.exec(`create table t (id int primary key, tags text[], doc jsonb, at timestamptz)`);
});
afterEach(() => pglite.close());

const preparedNames = async () =>
  (
    await pglite.transaction((tx) =>
      tx.query<{ name: string }>('select name from pg_prepared_statements order by name'),
    )
  ).rows.map((r) => r.name);

// PGlite's own wrapper: the PostgreSQL run (test:pg) has nothing of it to test.
describe.skipIf(process.env.DATABASE_URL)('PGlite statement cache', () => {
  it('prepares a statement once and answers repeats with fresh parameters', async () => {
    const insert = 'insert into t (id, tags, doc, at) values ($1, $2, $3, $4) returning id, tags, doc, at';
    const at = new Date('2026-11-24T06:00:00.000Z');
    const first = await pglite.query(insert, [1, ['a', 'b'], { k: 1 }, at]);
    const second = await pglite.query(insert, [2, [], null, null]);
    expect(first.rows).toEqual([{ id: 1, tags: ['a', 'b'], doc: { k: 1 }, at }]);
    expect(second.rows).toEqual([{ id: 2, tags: [], doc: null, at: null }]);
    expect(second.affectedRows).toBe(1);
    expect(await preparedNames()).toEqual(['dk_1']);
  });

  it('honours the caller’s row mode and parsers, as drizzle passes them', async () => {
    await pglite.query('insert into t (id, at) values ($1, $2)', [1, new Date('2026-11-24T06:00:00Z')]);
    const result = await pglite.query('select id, at from t where id = $1', [1], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `raw:${value}` },
    });
    expect(result.rows).toEqual([[1, 'raw:2026-11-24 06:00:00+00']]);
    expect(result.fields.map((f) => f.name)).toEqual(['id', 'at']);
  });

  it('keeps working after a statement fails, and changes nothing for the failed one', async () => {
    const insert = 'insert into t (id) values ($1)';
    await pglite.query(insert, [1]);
    await expect(pglite.query(insert, [1])).rejects.toMatchObject({ code: '23505' });
    await expect(pglite.query('select * from missing_table')).rejects.toMatchObject({ code: '42P01' });
    await pglite.query(insert, [2]);
    expect((await pglite.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('insert into t (id) values (1)');
      await held;
      await tx.rollback();
    });
    const outside = pglite.query('insert into t (id) values ($1) returning id', [2]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ id: 2 }]);
    expect((await pglite.query('select id from t')).rows).toEqual([{ id: 2 }]);
  });

  it('closes the least recently used statement beyond its capacity', async () => {
    for (const n of [1, 2, 3, 4]) await pglite.query(`select ${n} as n`);
    expect(await preparedNames()).toEqual(['dk_2', 'dk_3', 'dk_4']);
    await pglite.query('select 2 as n'); // used again: now the most recent
    await pglite.query('select 5 as n');
    expect(await preparedNames()).toEqual(['dk_2', 'dk_4', 'dk_5']);
  });

  it('prepares again when a migration changes the columns a statement returns', async () => {
    const select = 'select * from t where id = $1';
    await pglite.query('insert into t (id) values (1)');
    await pglite.query(select, [1]);
    await pglite.exec('alter table t add column note text default $$x$$');
    expect((await pglite.query<{ note: string }>(select, [1])).rows[0]?.note).toBe('x');
  });
});
