import { tables } from '@dastarkhan/db';
import { CashbackHistorySchema, OrderDetailsSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

const nextPhone = phoneSequence('99882');
const { t, demo, lavash, menu, chilonzor, operator } = await orderWorld({ operator: true });

const history = (token: string, query = '', merchant = demo) =>
  t.app.inject({ url: `/api/users/v1/cashback/history${query}`, headers: asUser(merchant, token) });

async function page(token: string, query = '') {
  const res = await history(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return CashbackHistorySchema.parse(res.json().data);
}

async function place(token: string, cashback?: { requested: number; balance: number }) {
  const body = orderBody([{ product: plainProduct(menu, chilonzor), count: 3 }], {
    branchId: chilonzor,
    ...(cashback ? { cashback } : {}),
  });
  const res = await postOrder(t, demo, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return OrderDetailsSchema.parse(res.json().data);
}

async function close(id: number) {
  for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/v1/operator/orders/${id}/status`,
      headers: asUser(demo, operator),
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('GET /api/users/v1/cashback/history', () => {
  it('starts empty with a zero balance', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    expect(await page(me.token)).toEqual({
      balance: 0,
      content: [],
      page: 0,
      size: 10,
      totalElements: 0,
      totalPages: 0,
    });
  });

  it('lists earned, spent and refunded cashback with order numbers, newest first, and the balance', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const first = await place(me.token);
    await close(first.id);
    const earned = await page(me.token);
    expect(earned.content).toHaveLength(1);
    const gain = earned.content[0]!;
    expect(gain).toMatchObject({ kind: 'EARNED', orderId: first.id, orderNumber: first.number });
    // Demo's rate is 3 % of what was paid, whole so'm down (decision 012).
    expect(gain.amount).toBe(Math.floor((first.totals.totalPrice * 3) / 100));
    expect(earned.balance).toBe(gain.amount);

    const spend = Math.min(gain.amount, 1000);
    const second = await place(me.token, { requested: spend, balance: gain.amount });
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/v1/orders/${second.id}/cancel`,
      headers: asUser(demo, me.token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const all = await page(me.token);
    expect(all.content.map((e) => [e.kind, e.amount, e.orderNumber])).toEqual([
      ['REFUND', spend, second.number],
      ['SPENT', -spend, second.number],
      ['EARNED', gain.amount, first.number],
    ]);
    expect(all.balance).toBe(gain.amount);
    expect(all.totalElements).toBe(3);
    const dates = all.content.map((e) => e.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const [second1, second2] = [
      await page(me.token, '?page=0&size=2'),
      await page(me.token, '?page=1&size=2'),
    ];
    expect(second1).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect([...second1.content, ...second2.content].map((e) => e.id)).toEqual(all.content.map((e) => e.id));
  });

  it("shows only the caller's own entries", async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const other = await loginByPhone(t, demo, nextPhone());
    await close((await place(owner.token)).id);
    expect((await page(owner.token)).totalElements).toBe(1);
    expect((await page(other.token)).totalElements).toBe(0);
    const ids = (await page(owner.token)).content.map((e) => e.id);
    const rows = await t.db
      .select({ userId: tables.cashbackTransactions.userId })
      .from(tables.cashbackTransactions)
      .where(eq(tables.cashbackTransactions.id, ids[0]!));
    expect(rows[0]!.userId).toBe(owner.user.id);
  });

  it('refuses clearly at a tenant with cashback off (lavash)', async () => {
    const me = await loginByPhone(t, lavash, nextPhone());
    expectError(await history(me.token, '', lavash), 403, 'CASHBACK_DISABLED');
  });

  it('requires a signed-in customer of the tenant', async () => {
    expectError(
      await t.app.inject({ url: '/api/users/v1/cashback/history', headers: { merchant: demo } }),
      401,
      'UNAUTHORIZED',
    );
    const me = await loginByPhone(t, demo, nextPhone());
    expectError(await history(me.token, '', lavash), 401, 'TOKEN_MERCHANT_MISMATCH');
  });

  it.each([
    ['?page=-1', 'page'],
    ['?size=0', 'size'],
    ['?size=51', 'size'],
    ['?page=abc', 'page'],
  ])('refuses %s naming %s', async (query, field) => {
    const me = await loginByPhone(t, demo, nextPhone());
    expectError(await history(me.token, query), 400, 'VALIDATION_FAILED', field);
  });
});
