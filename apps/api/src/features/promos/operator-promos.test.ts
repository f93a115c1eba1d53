import { tables } from '@dastarkhan/db';
import { OperatorPromoSchema, type PromoEditInput, type PromoTerms } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  asUser,
  expectError,
  loginByPhone,
  phoneSequence,
  withInterleavedQueries,
} from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { MONDAY_NOON, orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

const { t, demo, lavash, menu, chilonzor } = await orderWorld({ now: () => MONDAY_NOON });
const nextPhone = phoneSequence('99893');
const customer = () => loginByPhone(t, demo, nextPhone());

const owner = (await loginByPhone(t, demo, '998900000003')).token;
const operator = (await loginByPhone(t, demo, '998900000001')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const manager = await (async () => {
  const { token, user } = await customer();
  await t.db.update(tables.users).set({ role: 'MANAGER' }).where(eq(tables.users.id, user.id));
  return token;
})();

let codes = 0;
/** A code no other test of this file uses. */
const freshCode = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase()}${++codes}`;

const create = (token: string, payload: PromoEditInput | Record<string, unknown>, merchant = demo) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/v1/operator/promos',
    headers: asUser(merchant, token),
    payload: payload as object,
  });
const edit = (token: string, id: number, payload: object, merchant = demo) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/v1/operator/promos/${id}`,
    headers: asUser(merchant, token),
    payload,
  });
const setActive = (token: string, id: number, isActive: boolean, merchant = demo) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/v1/operator/promos/${id}/active`,
    headers: asUser(merchant, token),
    payload: { isActive },
  });
const list = (token: string, merchant = demo) =>
  t.app.inject({ url: '/api/orders/v1/operator/promos', headers: asUser(merchant, token) });
const available = (token: string) =>
  t.app.inject({ url: '/api/orders/v1/promos/available', headers: asUser(demo, token) });
const check = (code: string, productPrice: number, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/v1/promos/check',
    headers: token ? asUser(demo, token) : { merchant: demo },
    payload: { code, productPrice },
  });

async function newPromo(payload: Partial<PromoEditInput> = {}) {
  const res = await create(owner, { code: freshCode(), type: 'AMOUNT', amount: 5000, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return OperatorPromoSchema.parse(res.json().data);
}

async function termsOf(id: number): Promise<PromoTerms & { code: string }> {
  const [row] = await t.db.select().from(tables.promos).where(eq(tables.promos.id, id));
  return {
    ...row!,
    discountType: row!.discountType as 'AMOUNT' | 'PERCENTAGE',
    startDate: row!.startDate.toISOString(),
    endDate: row!.endDate.toISOString(),
  };
}

const plov = plainProduct(menu, chilonzor);
const orderWith = async (promoId: number, count = 3) =>
  orderBody([{ product: plov, count }], { branchId: chilonzor, promo: await termsOf(promoId) });

const promoRows = async () =>
  t.db
    .select()
    .from(tables.promos)
    .where(eq(tables.promos.merchantId, Number(demo)));
const auditRows = async (entityId: number) =>
  t.db
    .select()
    .from(tables.auditLog)
    .where(and(eq(tables.auditLog.entity, 'promo'), eq(tables.auditLog.entityId, String(entityId))));

describe('promo codes in the console', () => {
  it('an OWNER creates each kind, stored as the spec columns, in capitals, with an audit entry', async () => {
    const code = freshCode('new');
    const res = await create(owner, {
      code,
      type: 'PERCENTAGE',
      amount: 15,
      minPrice: 50000,
      usesTotal: 100,
      usesPerCustomer: 2,
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-31T18:59:59.000Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const promo = OperatorPromoSchema.parse(res.json().data);
    expect(promo).toMatchObject({
      code: code.toUpperCase(),
      type: 'PERCENTAGE',
      amount: 15,
      minPrice: 50000,
      usesTotal: 100,
      usesPerCustomer: 2,
      isActive: true,
      uses: 0,
    });
    const [row] = await t.db.select().from(tables.promos).where(eq(tables.promos.id, promo.id));
    expect(row).toMatchObject({ discountType: 'PERCENTAGE', productDiscount: 15, deliveryDiscount: 0 });
    const [entry] = await auditRows(promo.id);
    expect(entry).toMatchObject({ action: 'create', before: null, merchantId: Number(demo) });
    expect(entry!.after).toMatchObject({ code: code.toUpperCase(), productDiscount: 15 });

    const free = await newPromo({ type: 'FREE_DELIVERY', amount: undefined });
    expect(free).toMatchObject({ type: 'FREE_DELIVERY', amount: 0 });
    const [freeRow] = await t.db.select().from(tables.promos).where(eq(tables.promos.id, free.id));
    expect(freeRow).toMatchObject({ discountType: 'PERCENTAGE', productDiscount: 0, deliveryDiscount: 100 });
    // No dates: from now, without an end.
    expect(free.startDate).toBe(MONDAY_NOON.toISOString());
    expect(new Date(free.endDate).getUTCFullYear()).toBe(2100);

    const byManager = await create(manager, { code: freshCode(), type: 'AMOUNT', amount: 1000 });
    expect(byManager.statusCode, byManager.body).toBe(201);
    const listed = (await list(manager)).json().data as Array<{ id: number }>;
    expect(listed.map((p) => p.id)).toEqual(expect.arrayContaining([promo.id, free.id]));
  });

  it('refuses customers, operators and other tenants, and changes nothing', async () => {
    const promo = await newPromo();
    const before = await promoRows();
    const { token: shopper } = await customer();
    const body = { code: freshCode(), type: 'AMOUNT', amount: 1000 };
    expectError(await create(shopper, body), 403, 'NOT_STAFF');
    expectError(await create(operator, body), 403, 'FORBIDDEN');
    expectError(await list(operator), 403, 'FORBIDDEN');
    expectError(await edit(operator, promo.id, body), 403, 'FORBIDDEN');
    expectError(await setActive(shopper, promo.id, false), 403, 'NOT_STAFF');
    // Another tenant's staff never reach this tenant's promo, and do not see it in their list.
    expectError(await edit(lavashOwner, promo.id, body, lavash), 404, 'PROMO_NOT_FOUND');
    expectError(await setActive(lavashOwner, promo.id, false, lavash), 404, 'PROMO_NOT_FOUND');
    const theirs = (await list(lavashOwner, lavash)).json().data as Array<{ id: number }>;
    expect(theirs.map((p) => p.id)).not.toContain(promo.id);
    // A demo token with the other tenant's header is refused before anything is read.
    expect((await list(owner, lavash)).statusCode).toBe(401);
    expect(await promoRows()).toEqual(before);
    expect(await auditRows(promo.id)).toHaveLength(1);
  });

  it('refuses bad input with its own localised code, writing nothing', async () => {
    const existing = await newPromo({ code: freshCode('dup') });
    const before = await promoRows();
    const base = { code: freshCode(), type: 'AMOUNT', amount: 1000 };
    expectError(await create(owner, { ...base, code: 'a b' }), 400, 'PROMO_CODE_INVALID', 'code');
    expectError(await create(owner, { ...base, code: '' }), 400, 'PROMO_CODE_INVALID', 'code');
    expectError(
      await create(owner, { ...base, type: 'PERCENTAGE', amount: 0 }),
      400,
      'PROMO_PERCENT_INVALID',
      'amount',
    );
    expectError(
      await create(owner, { ...base, type: 'PERCENTAGE', amount: 101 }),
      400,
      'PROMO_PERCENT_INVALID',
      'amount',
    );
    expectError(await create(owner, { ...base, amount: 0 }), 400, 'PROMO_AMOUNT_INVALID', 'amount');
    expectError(await create(owner, { ...base, amount: -5 }), 400, 'PROMO_AMOUNT_INVALID', 'amount');
    expectError(
      await create(owner, { ...base, startDate: '2026-12-01T00:00:00Z', endDate: '2026-11-01T00:00:00Z' }),
      400,
      'PROMO_DATES_INVALID',
      'endDate',
    );
    expectError(await create(owner, { ...base, usesTotal: 0 }), 400, 'VALIDATION_FAILED', 'usesTotal');
    expectError(await create(owner, { ...base, type: 'GIFT' }), 400, 'VALIDATION_FAILED', 'type');
    expectError(await create(owner, { ...base, minPrice: -1 }), 400, 'VALIDATION_FAILED', 'minPrice');
    // Unique per tenant whatever the case.
    const taken = expectError(
      await create(owner, { ...base, code: existing.code.toLowerCase() }),
      409,
      'PROMO_CODE_TAKEN',
      'code',
    );
    expect(taken.message.eng).toContain(existing.code);
    const other = await newPromo();
    expectError(
      await edit(owner, other.id, { ...base, code: existing.code }),
      409,
      'PROMO_CODE_TAKEN',
      'code',
    );
    expectError(await edit(owner, 999_999, base), 404, 'PROMO_NOT_FOUND');
    const after = await promoRows();
    expect(after.filter((p) => p.id !== other.id)).toEqual(before);
    expect(await auditRows(other.id)).toHaveLength(1);
  });

  it('edits every field, keeps the code of another tenant free, and audits before → after', async () => {
    const promo = await newPromo({ minPrice: 10000 });
    const res = await edit(manager, promo.id, {
      code: promo.code.toLowerCase(),
      type: 'PERCENTAGE',
      amount: 20,
      minPrice: 30000,
      usesPerCustomer: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: promo.id,
      code: promo.code,
      type: 'PERCENTAGE',
      amount: 20,
      minPrice: 30000,
      usesPerCustomer: 1,
      usesTotal: null,
      startDate: promo.startDate,
    });
    const entries = await auditRows(promo.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]!.before).toMatchObject({
      discountType: 'AMOUNT',
      productDiscount: 5000,
      minPrice: 10000,
    });
    expect(entries[1]!.after).toMatchObject({
      discountType: 'PERCENTAGE',
      productDiscount: 20,
      minPrice: 30000,
    });
    expect(entries[1]!.after).not.toHaveProperty('code');
  });

  it('deactivates a code (checkout refuses it) and activates it again', async () => {
    const promo = await newPromo();
    const off = await setActive(owner, promo.id, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.isActive).toBe(false);
    expectError(await check(promo.code, 500000), 422, 'PROMO_INACTIVE', 'code');
    const { token } = await customer();
    expect((await available(token)).json().data.map((p: { id: number }) => p.id)).not.toContain(promo.id);
    const on = await setActive(owner, promo.id, true);
    expect(on.json().data.isActive).toBe(true);
    expect((await check(promo.code, 500000)).statusCode).toBe(200);
    const actions = (await auditRows(promo.id)).map((e) => [e.action, e.after]);
    expect(actions).toEqual([
      ['create', expect.anything()],
      ['update', { isActive: false }],
      ['update', { isActive: true }],
    ]);
  });
});

describe('use limits at checkout', () => {
  it('once per customer: the second order and the check are refused, others may, a cancel gives it back', async () => {
    const promo = await newPromo({ usesPerCustomer: 1 });
    const first = await customer();
    const placed = await postOrder(t, demo, first.token, await orderWith(promo.id));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.promoCode).toBe(promo.code);

    const again = expectError(
      await postOrder(t, demo, first.token, await orderWith(promo.id)),
      422,
      'PROMO_ALREADY_USED',
      'promoCode',
    );
    expect(again.message.eng).toMatch(/already used/);
    expectError(await check(promo.code, 500000, first.token), 422, 'PROMO_ALREADY_USED', 'code');
    // Without a token the check cannot know who asks.
    expect((await check(promo.code, 500000)).statusCode).toBe(200);
    expect((await available(first.token)).json().data.map((p: { id: number }) => p.id)).not.toContain(
      promo.id,
    );

    const second = await customer();
    expect((await available(second.token)).json().data).toContainEqual(
      expect.objectContaining({ id: promo.id, code: promo.code, usesLeft: 1 }),
    );
    expect((await postOrder(t, demo, second.token, await orderWith(promo.id))).statusCode).toBe(201);
    const listed = (await list(owner)).json().data.find((p: { id: number }) => p.id === promo.id);
    expect(listed.uses).toBe(2);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/v1/orders/${placed.json().data.id}/cancel`,
      headers: asUser(demo, first.token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await list(owner)).json().data.find((p: { id: number }) => p.id === promo.id).uses).toBe(1);
    expect((await postOrder(t, demo, first.token, await orderWith(promo.id))).statusCode).toBe(201);
  });

  it('a total limit: the last use goes to exactly one of many concurrent checkouts', async () => {
    const promo = await newPromo({ usesTotal: 1 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => customer()));
    const body = await orderWith(promo.id);
    const answers = await withInterleavedQueries(t, () =>
      Promise.all(shoppers.map((s) => postOrder(t, demo, s.token, body))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json().error.code).toBe('PROMO_USED_UP');
    const used = await t.db.select().from(tables.orders).where(eq(tables.orders.promoId, promo.id));
    expect(used).toHaveLength(1);
    expectError(await check(promo.code, 500000), 422, 'PROMO_USED_UP', 'code');
  });

  it('once per customer under concurrent checkouts of that customer (different idempotency keys)', async () => {
    const promo = await newPromo({ usesPerCustomer: 1 });
    const { token } = await customer();
    const body = await orderWith(promo.id);
    const answers = await withInterleavedQueries(t, () =>
      Promise.all(
        Array.from({ length: 5 }, (_, i) => postOrder(t, demo, token, body, { key: `k-${promo.id}-${i}` })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json().error.code).toBe('PROMO_ALREADY_USED');
    // A retry of the order that won, with its key, still gets that order.
    const winner = answers.findIndex((a) => a.statusCode === 201);
    const retry = await postOrder(t, demo, token, body, { key: `k-${promo.id}-${winner}` });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.id).toBe(answers[winner]!.json().data.id);
  });
});

describe("the customer's available promos", () => {
  it('lists only codes usable now, soonest to end first, never one used up or out of its dates', async () => {
    const { token } = await customer();
    const soon = await newPromo({ endDate: '2026-11-30T00:00:00.000Z', minPrice: 40000 });
    const later = await newPromo({ type: 'PERCENTAGE', amount: 10, usesTotal: 5 });
    const usedUp = await newPromo({ usesTotal: 1 });
    const { token: other } = await customer();
    expect((await postOrder(t, demo, other, await orderWith(usedUp.id))).statusCode).toBe(201);
    const future = await newPromo({ startDate: '2026-12-01T00:00:00.000Z' });
    const past = await newPromo({
      startDate: '2026-10-01T00:00:00.000Z',
      endDate: '2026-11-01T00:00:00.000Z',
    });

    const res = await available(token);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data as Array<{ id: number }>).map((p) => p.id);
    expect(ids).toContain(soon.id);
    expect(ids).toContain(later.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    for (const hidden of [usedUp, future, past]) expect(ids).not.toContain(hidden.id);
    expect(res.json().data).toContainEqual({
      id: soon.id,
      code: soon.code,
      type: 'AMOUNT',
      amount: 5000,
      minPrice: 40000,
      endDate: '2026-11-30T00:00:00.000Z',
      usesLeft: null,
    });
    expect(res.json().data.find((p: { id: number }) => p.id === later.id).usesLeft).toBe(5);
    expect(
      (await t.app.inject({ url: '/api/orders/v1/promos/available', headers: { merchant: demo } }))
        .statusCode,
    ).toBe(401);
  });

  it('lists nothing where the tenant switched promos off', async () => {
    const { token } = await loginByPhone(t, lavash, nextPhone());
    const res = await t.app.inject({
      url: '/api/orders/v1/promos/available',
      headers: asUser(lavash, token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});
