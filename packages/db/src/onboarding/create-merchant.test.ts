import { MerchantSettingsSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.js';
import * as t from '../schema/index.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { consoleAddress, createMerchant, NewMerchantRefused } from './create-merchant.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  ({ handle } = await openTestDatabase());
});
afterAll(() => handle.close());

const rowsOf = async (merchantId: number) => {
  const db = handle.db;
  const [merchant] = await db.select().from(t.merchants).where(eq(t.merchants.id, merchantId));
  return {
    merchant: merchant!,
    settings: (
      await db.select().from(t.merchantSettings).where(eq(t.merchantSettings.merchantId, merchantId))
    )[0],
    cities: await db.select().from(t.cities).where(eq(t.cities.merchantId, merchantId)),
    users: await db.select().from(t.users).where(eq(t.users.merchantId, merchantId)),
    methods: await db.select().from(t.paymentMethods).where(eq(t.paymentMethods.merchantId, merchantId)),
    audit: await db.select().from(t.auditLog).where(eq(t.auditLog.merchantId, merchantId)),
  };
};

async function refusal(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => expect.fail('the tenant was created'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NewMerchantRefused);
  return (error as NewMerchantRefused).problems.map((p) => p.message);
}

describe('createMerchant', () => {
  it('writes a tenant that is not live, with valid settings, Tashkent, cash, its OWNER and the audit entry', async () => {
    const created = await createMerchant(
      handle.db,
      { sub: 'cafe-one', name: '  Cafe One ', owner: '998901112233' },
      { baseDomain: 'dastarkhan.uz' },
    );
    const rows = await rowsOf(created.merchantId);
    expect(rows.merchant).toMatchObject({
      sub: 'cafe-one',
      name: { uz: 'Cafe One', ru: 'Cafe One', eng: 'Cafe One' },
      color: '#FCE000',
      live: false,
      isActive: true,
      smsGateway: 'CONSOLE',
      smsUsername: null,
    });
    const settings = MerchantSettingsSchema.parse(rows.settings!.settings);
    expect(settings).toMatchObject({
      merchantId: created.merchantId,
      brand: 'Cafe One',
      mainLanguage: 'uz',
      uzLangActive: true,
      ruLangActive: true,
      engLangActive: true,
      cashActive: true,
      domain: 'cafe-one.dastarkhan.uz',
    });
    expect(rows.cities).toHaveLength(1);
    expect(rows.cities[0]).toMatchObject({ isMain: true, name: { eng: 'Tashkent' } });
    expect(rows.merchant.mainCityId).toBe(rows.cities[0]!.id);
    expect(rows.methods.map((m) => m.type)).toEqual(['CASH']);
    expect(rows.users).toEqual([
      expect.objectContaining({ id: created.ownerId, phone: '998901112233', role: 'OWNER', branchIds: null }),
    ]);
    expect(rows.audit).toEqual([
      expect.objectContaining({
        userId: null,
        entity: 'merchant',
        action: 'create',
        entityId: String(created.merchantId),
      }),
    ]);
  });

  it('refuses a sub-domain that is taken (in any case), and writes nothing', async () => {
    const before = await handle.db.$count(t.merchants);
    expect(
      await refusal(createMerchant(handle.db, { sub: 'demo', name: 'Again', owner: '998901112234' })),
    ).toEqual(['--sub "demo" is already taken by another tenant']);
    expect(await handle.db.$count(t.merchants)).toBe(before);
  });

  it('refuses reserved and malformed arguments before touching the database', async () => {
    const before = await handle.db.$count(t.merchants);
    expect(
      await refusal(createMerchant(handle.db, { sub: 'console', name: 'X', owner: '998901112233' })),
    ).toEqual(['--sub "console" is reserved for the platform; choose another']);
    const many = await refusal(createMerchant(handle.db, { sub: 'Cafe!', name: ' ', owner: '+998 90 111' }));
    expect(many).toHaveLength(3);
    expect(await handle.db.$count(t.merchants)).toBe(before);
  });

  it('keeps two racing creations of one sub-domain to one tenant', async () => {
    const results = await Promise.allSettled([
      createMerchant(handle.db, { sub: 'racer', name: 'A', owner: '998901112235' }),
      createMerchant(handle.db, { sub: 'racer', name: 'B', owner: '998901112236' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(NewMerchantRefused);
    expect(await handle.db.$count(t.merchants, eq(t.merchants.sub, 'racer'))).toBe(1);
  });
});

describe('consoleAddress', () => {
  it('is the sub-domain of localhost in development and of the base domain otherwise', () => {
    expect(consoleAddress('cafe', { port: 3123 })).toBe('http://cafe.localhost:3123/console/');
    expect(consoleAddress('cafe', { baseDomain: 'dastarkhan.uz', port: 3123 })).toBe(
      'https://cafe.dastarkhan.uz/console/',
    );
  });
});
