import { createMerchant, tables } from '@dastarkhan/db';
import { MerchantSettingsSchema, type SetupStatus } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { MONDAY_NOON, menuOf, orderBody, postOrder } from '../../test-support/orders.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { auditLog, merchants, users } = tables;

let t: TestApp;
const nextPhone = phoneSequence('99895');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => MONDAY_NOON });
});
afterAll(() => t.close());

/** A brand-new tenant made as `merchant:create` makes it, with staff of every console role. */
async function newTenant(sub: string) {
  const ownerPhone = nextPhone();
  const created = await createMerchant(t.db, { sub, name: `Cafe ${sub}`, owner: ownerPhone });
  const merchant = String(created.merchantId);
  for (const role of ['MANAGER', 'OPERATOR'] as const)
    await t.db.insert(users).values({ merchantId: created.merchantId, phone: nextPhone(), role });
  const staff = await t.db
    .select({ phone: users.phone, role: users.role })
    .from(users)
    .where(eq(users.merchantId, created.merchantId));
  const phoneOf = (role: string) => staff.find((s) => s.role === role)!.phone!;
  const owner = (await loginByPhone(t, merchant, ownerPhone)).token;
  return {
    merchantId: created.merchantId,
    merchant,
    owner,
    manager: (await loginByPhone(t, merchant, phoneOf('MANAGER'))).token,
    operator: (await loginByPhone(t, merchant, phoneOf('OPERATOR'))).token,
  };
}

const call = (merchant: string, token: string, method: 'GET' | 'PUT' | 'POST', path = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/users/v1/operator/setup${path}`,
    headers: asUser(merchant, token),
    ...(payload ? { payload } : {}),
  });
const stepsOf = (status: SetupStatus) => Object.fromEntries(status.steps.map((s) => [s.step, s.done]));
const statusOf = async (merchant: string, token: string): Promise<SetupStatus> => {
  const res = await call(merchant, token, 'GET');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const BRANCH = { name: 'Chilonzor', address: 'Bunyodkor 1', open: '09:00', close: '22:00' };
const auditOf = (merchantId: number) =>
  t.db.select().from(auditLog).where(eq(auditLog.merchantId, merchantId)).orderBy(auditLog.id);
const liveOf = async (merchantId: number) =>
  (await t.db.select({ live: merchants.live }).from(merchants).where(eq(merchants.id, merchantId)))[0]!.live;

describe('a tenant made by merchant:create', () => {
  it('is answered by its sub-domain (not live), its settings parse and its OWNER may use staff calls', async () => {
    const cafe = await newTenant('cafe');
    const bySub = await t.app.inject({ url: '/api/users/v1/merchants/sub/cafe' });
    expect(bySub.statusCode, bySub.body).toBe(200);
    expect(bySub.json().data).toMatchObject({ id: cafe.merchantId, sub: 'cafe', live: false });
    const settings = await t.app.inject({
      url: '/api/support/v1/merchant/settings/web',
      headers: { merchant: cafe.merchant },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(MerchantSettingsSchema.parse(settings.json().data)).toMatchObject({
      mainLanguage: 'uz',
      cashActive: true,
    });
    const me = await t.app.inject({
      url: '/api/users/v1/operator/me',
      headers: asUser(cafe.merchant, cafe.owner),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'OWNER', branchIds: null });
    const demo = await t.app.inject({ url: '/api/users/v1/merchants/sub/demo' });
    expect(demo.json().data.live).toBe(true);
  });
});

describe('the go-live checklist', () => {
  it('flips each step as its data appears, refuses go-live until all are done, then opens the tenant to orders', async () => {
    const tenant = await newTenant('bistro');
    const { merchant, owner } = tenant;
    const start = await statusOf(merchant, owner);
    expect(start).toMatchObject({ live: false, ready: false, color: '#FCE000', branch: null });
    expect(stepsOf(start)).toEqual({ branding: false, branch: false, menu: false, payment: true });

    const refused = expectError(await call(merchant, owner, 'POST', '/go-live'), 409, 'SETUP_INCOMPLETE');
    expect(refused.message).toEqual({
      uz: 'Ishga tushirishdan oldin quyidagilarni tugating: brend rangi yoki logotip, ish vaqti bilan filial, menyuda kamida bitta taom.',
      ru: 'Чтобы открыться, сначала завершите: фирменный цвет или логотип, филиал с часами работы, хотя бы одно блюдо в меню.',
      eng: 'Before going live, finish: brand colour or logo, a branch with opening hours, at least one dish on the menu.',
    });
    expect(await liveOf(tenant.merchantId)).toBe(false);

    const branded = await call(merchant, owner, 'PUT', '/branding', { color: '#1e6b3a' });
    expect(branded.statusCode, branded.body).toBe(200);
    expect(branded.json().data.color).toBe('#1E6B3A');
    expect(stepsOf(branded.json().data)).toMatchObject({ branding: true, branch: false });
    const web = await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: { merchant } });
    expect(web.json().data).toMatchObject({ mainColor: '#1E6B3A', mainColorType: 'dark' });

    // A dish before any branch: on the menu, but sold nowhere yet.
    const dish = await call(merchant, owner, 'POST', '/product', { name: 'Osh', price: 45_000 });
    expect(dish.statusCode, dish.body).toBe(201);
    expect(stepsOf(await statusOf(merchant, owner))).toMatchObject({ menu: false, branch: false });

    const branch = await call(merchant, owner, 'PUT', '/branch', BRANCH);
    expect(branch.statusCode, branch.body).toBe(200);
    const withBranch: SetupStatus = branch.json().data;
    expect(withBranch.branch).toMatchObject(BRANCH);
    // The new branch sells the menu already there.
    expect(stepsOf(withBranch)).toEqual({ branding: true, branch: true, menu: true, payment: true });
    expect(withBranch.ready).toBe(true);

    const customer = (await loginByPhone(t, merchant, nextPhone())).token;
    const [product] = await menuOf(t, merchant);
    expect(product).toMatchObject({ costPrice: 45_000, name: { eng: 'Osh' } });
    const body = orderBody([{ product: product! }], { branchId: withBranch.branch!.id });
    const notLive = expectError(await postOrder(t, merchant, customer, body), 422, 'MERCHANT_NOT_LIVE');
    expect(notLive.message.eng).toBe('Cafe bistro is opening soon and is not taking orders yet.');
    expect(await t.db.$count(tables.orders, eq(tables.orders.merchantId, tenant.merchantId))).toBe(0);

    const live = await call(merchant, owner, 'POST', '/go-live');
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().data.live).toBe(true);
    expect((await t.app.inject({ url: '/api/users/v1/merchants/sub/bistro' })).json().data.live).toBe(true);
    const placed = await postOrder(t, merchant, customer, body);
    expect(placed.statusCode, placed.body).toBe(201);

    // Going live twice changes nothing and writes no second entry.
    expect((await call(merchant, owner, 'POST', '/go-live')).statusCode).toBe(200);
    const audit = (await auditOf(tenant.merchantId)).map((a) => `${a.entity}:${a.action}`);
    expect(audit).toEqual([
      'merchant:create',
      'settings:update',
      'group:create',
      'category:create',
      'product:create',
      'branch:create',
      'merchant:update',
    ]);
    const [wentLive] = (await auditOf(tenant.merchantId)).filter(
      (a) => a.entity === 'merchant' && a.action === 'update',
    );
    expect(wentLive).toMatchObject({ before: { live: false }, after: { live: true } });
    expect(wentLive!.userId).not.toBeNull();
  });

  it('edits the first branch rather than adding another, and counts a branch without working days as not done', async () => {
    const { merchant, owner, merchantId } = await newTenant('diner');
    const first = (await call(merchant, owner, 'PUT', '/branch', BRANCH)).json().data as SetupStatus;
    const again = await call(merchant, owner, 'PUT', '/branch', {
      ...BRANCH,
      name: 'Yunusobod',
      close: '23:00',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.branch).toMatchObject({
      id: first.branch!.id,
      name: 'Yunusobod',
      close: '23:00',
    });
    expect(await t.db.$count(tables.branches, eq(tables.branches.merchantId, merchantId))).toBe(1);

    await t.db
      .update(tables.branches)
      .set({ workHours: [{ day: 'MONDAY', open: '09:00', close: '18:00', isWorking: false }] })
      .where(eq(tables.branches.merchantId, merchantId));
    expect(stepsOf(await statusOf(merchant, owner)).branch).toBe(false);
    // A logo alone counts as branding; payment is undone when no method is on.
    await t.db.update(merchants).set({ logo: '/media/logos/diner.png' }).where(eq(merchants.id, merchantId));
    await t.db
      .update(tables.merchantPaymentSettings)
      .set({ isActive: false })
      .where(eq(tables.merchantPaymentSettings.merchantId, merchantId));
    t.app.deps.paymentTypesCache.delete(`${merchantId}:WEB`);
    expect(stepsOf(await statusOf(merchant, owner))).toMatchObject({ branding: true, payment: false });
  });

  it('refuses bad input with the field at fault and changes nothing', async () => {
    const { merchant, owner, merchantId } = await newTenant('kafe-bad');
    expectError(
      await call(merchant, owner, 'PUT', '/branding', { color: 'green' }),
      400,
      'VALIDATION_FAILED',
      'color',
    );
    expectError(
      await call(merchant, owner, 'PUT', '/branch', { ...BRANCH, close: '09:00' }),
      400,
      'VALIDATION_FAILED',
      'close',
    );
    expectError(
      await call(merchant, owner, 'PUT', '/branch', { ...BRANCH, open: '25:00' }),
      400,
      'VALIDATION_FAILED',
      'open',
    );
    const noName = await call(merchant, owner, 'PUT', '/branch', { ...BRANCH, name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.field).toBe('name');
    const negative = await call(merchant, owner, 'POST', '/product', { name: 'Osh', price: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.field).toBe('price');
    const start = await statusOf(merchant, owner);
    expect(stepsOf(start)).toEqual({ branding: false, branch: false, menu: false, payment: true });
    expect((await auditOf(merchantId)).map((a) => a.entity)).toEqual(['merchant']);
  });

  it('is for the OWNER only, and only ever acts on the caller’s own tenant', async () => {
    const { merchant, owner, manager, operator, merchantId } = await newTenant('cafe-roles');
    const customer = (await loginByPhone(t, merchant, nextPhone())).token;
    const attempts: Array<[string, 'GET' | 'PUT' | 'POST', object?]> = [
      ['', 'GET'],
      ['/branding', 'PUT', { color: '#123456' }],
      ['/branch', 'PUT', BRANCH],
      ['/product', 'POST', { name: 'Osh', price: 1000 }],
      ['/go-live', 'POST'],
    ];
    for (const [path, method, payload] of attempts) {
      expectError(await call(merchant, manager, method, path, payload), 403, 'FORBIDDEN');
      expectError(await call(merchant, operator, method, path, payload), 403, 'FORBIDDEN');
      expectError(await call(merchant, customer, method, path, payload), 403, 'NOT_STAFF');
    }
    // The demo OWNER's session is demo's: at this tenant it is no one's.
    const demoOwner = (await loginByPhone(t, String(await t.merchantId('demo')), '998900000003')).token;
    expectError(
      await call(merchant, demoOwner, 'PUT', '/branding', { color: '#123456' }),
      401,
      'TOKEN_MERCHANT_MISMATCH',
    );
    const status = await statusOf(merchant, owner);
    expect(stepsOf(status)).toEqual({ branding: false, branch: false, menu: false, payment: true });
    expect((await auditOf(merchantId)).map((a) => a.entity)).toEqual(['merchant']);
    // …and the demo tenant, live and complete, is untouched by another tenant's checklist.
    const demoStatus = await statusOf(String(await t.merchantId('demo')), demoOwner);
    expect(demoStatus).toMatchObject({ live: true, ready: true });
    const demoRow = await t.db
      .select({ color: merchants.color })
      .from(merchants)
      .where(and(eq(merchants.sub, 'demo')));
    expect(demoRow[0]!.color).not.toBe('#123456');
  });
});
