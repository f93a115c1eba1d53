import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.js';
import { rowFromJson } from './row-from-json.js';
import { merchants, users } from './schema/index.js';
import { openTestDatabase } from './test-support/test-database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  ({ handle } = await openTestDatabase());
});
afterAll(() => handle.close());

describe('rowFromJson', () => {
  it('gives the row drizzle selects, from to_jsonb of the same row', async () => {
    const [merchant] = await handle.db.select({ id: merchants.id }).from(merchants).limit(1);
    const [user] = await handle.db
      .insert(users)
      .values({
        merchantId: merchant!.id,
        phone: '998901112233',
        firstName: 'Dilnoza',
        birthday: '1995-03-08',
        telegramId: 5_000_000_123,
        deletedAt: new Date('2026-11-24T05:06:07.089Z'),
      })
      .returning();
    const selected = (await handle.db.select().from(users).where(eq(users.id, user!.id)))[0]!;
    const result = await handle.db.execute(
      sql`select to_jsonb(u.*) as json from users u where u.id = ${user!.id}`,
    );
    const [row] = (result as unknown as { rows: Array<{ json: Record<string, unknown> }> }).rows;
    const mapped = rowFromJson(users, row!.json);
    expect(mapped).toEqual(selected);
    expect(mapped.deletedAt).toBeInstanceOf(Date);
    expect(mapped.lastName).toBeNull();
  });
});
