import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.js';
import * as t from '../schema/index.js';
import type { MediaStorage } from '../storage/media-storage.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { DEFAULT_DEMO_BOT_TOKEN, seedDatabase } from './seed-database.js';

let handle: DatabaseHandle;
let storage: MediaStorage;
beforeAll(async () => {
  ({ handle, storage } = await openTestDatabase());
});
afterAll(() => handle.close());

const merchantId = async (sub: string) =>
  (await handle.db.select({ id: t.merchants.id }).from(t.merchants).where(eq(t.merchants.sub, sub)))[0]!.id;

const count = async (table: typeof t.products | typeof t.branches | typeof t.cities, merchant: number) => {
  const [row] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.merchantId, merchant));
  return row!.n;
};

describe('demo seed', () => {
  it('writes the three tenants of docs/design.md', async () => {
    const subs = (await handle.db.select({ sub: t.merchants.sub }).from(t.merchants))
      .map((r) => r.sub)
      .sort();
    expect(subs).toEqual(['bigmenu', 'demo', 'lavash']);
  });

  it('gives demo 2 cities, 3 branches and a real menu; bigmenu 500+ products', async () => {
    const demo = await merchantId('demo');
    expect(await count(t.cities, demo)).toBe(2);
    expect(await count(t.branches, demo)).toBe(3);
    expect(await count(t.products, demo)).toBeGreaterThanOrEqual(35);
    expect(await count(t.products, await merchantId('bigmenu'))).toBeGreaterThanOrEqual(500);
  });

  it('gives demo delivery zones, promos of both kinds and option groups with limits', async () => {
    const demo = await merchantId('demo');
    const zones = await handle.db.select().from(t.deliveryZones).where(eq(t.deliveryZones.merchantId, demo));
    expect(zones.length).toBeGreaterThanOrEqual(3);
    expect(zones.every((z) => z.polygon.length >= 3 && z.price > 0)).toBe(true);
    const promos = await handle.db.select().from(t.promos).where(eq(t.promos.merchantId, demo));
    expect(new Set(promos.map((p) => p.discountType))).toEqual(new Set(['AMOUNT', 'PERCENTAGE']));
    const groups = await handle.db
      .select()
      .from(t.modificationGroups)
      .where(eq(t.modificationGroups.merchantId, demo));
    expect(groups.some((g) => g.min === 0)).toBe(true);
    expect(groups.some((g) => g.min >= 1 && g.min === g.max)).toBe(true);
  });

  it('creates the fixed staff accounts', async () => {
    for (const [sub, phone] of [
      ['demo', '998900000001'],
      ['lavash', '998900000002'],
    ] as const) {
      const [user] = await handle.db
        .select()
        .from(t.users)
        .where(and(eq(t.users.merchantId, await merchantId(sub)), eq(t.users.phone, phone)));
      expect(user?.role).toBe('OPERATOR');
    }
  });

  it('keeps the demo bot token and payment credentials on the server side of demo only', async () => {
    const [demo] = await handle.db.select().from(t.merchants).where(eq(t.merchants.sub, 'demo'));
    expect(demo!.telegramBotToken).toBe(DEFAULT_DEMO_BOT_TOKEN);
    const creds = await handle.db.select().from(t.merchantPaymentSettings);
    const payme = creds.find((c) => c.merchantId === demo!.id && c.type === 'PAYME');
    expect(payme?.credentials).toMatchObject({ login: 'Paycom', key: 'demo-payme-test-key' });
    const others = creds.filter((c) => c.merchantId !== demo!.id);
    expect(others.every((c) => Object.keys(c.credentials).length === 0)).toBe(true);
  });

  it('stores a generated image for every product', async () => {
    const rows = await handle.db.select({ image: t.products.image }).from(t.products);
    const keys = new Set(rows.map((r) => r.image!.replace('/api/media/', '')));
    for (const key of keys) expect(await storage.exists(key), key).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await handle.db.select({ n: sql<number>`count(*)::int` }).from(t.products);
    const report = await seedDatabase(handle.db, { storage });
    expect(report.seeded).toEqual([]);
    expect(report.skipped.sort()).toEqual(['bigmenu', 'demo', 'lavash']);
    const after = await handle.db.select({ n: sql<number>`count(*)::int` }).from(t.products);
    expect(after).toEqual(before);
  });
});
