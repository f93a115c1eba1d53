import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { MONDAY_NOON, orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

let now = MONDAY_NOON;
const nextPhone = phoneSequence('99896');
const { t, demo, menu, chilonzor } = await orderWorld({ now: () => now });

const ordersOf = async (userId: number) => t.db.$count(tables.orders, eq(tables.orders.userId, userId));
/** Gives the user a cashback balance and the order body that spends all of it. */
async function spendingAllOf(userId: number, balance: number) {
  await t.db.update(tables.users).set({ cashback: balance }).where(eq(tables.users.id, userId));
  return orderBody([{ product: plainProduct(menu, chilonzor) }], {
    branchId: chilonzor,
    cashback: { requested: balance, balance },
  });
}
const body = (count = 1) =>
  orderBody([{ product: plainProduct(menu, chilonzor), count }], { branchId: chilonzor });

describe('Idempotency-Key', () => {
  it('answers a repeat with the same key and body with the first order', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const first = await postOrder(t, demo, token, body(), { key: 'checkout-1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await postOrder(t, demo, token, body(), { key: 'checkout-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.number).toBe(first.json().data.number);
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('refuses the same key with another body', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    expect((await postOrder(t, demo, token, body(1), { key: 'k-2' })).statusCode).toBe(201);
    expectError(
      await postOrder(t, demo, token, body(2), { key: 'k-2' }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key',
    );
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('keeps keys per user: two customers may use the same key', async () => {
    const a = await loginByPhone(t, demo, nextPhone());
    const b = await loginByPhone(t, demo, nextPhone());
    const first = await postOrder(t, demo, a.token, body(), { key: 'same' });
    const second = await postOrder(t, demo, b.token, body(), { key: 'same' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().data.id).not.toBe(second.json().data.id);
  });

  it('frees the key of a refused attempt, so the corrected order goes through', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const wrong = body();
    const tampered = { ...wrong, totals: { ...wrong.totals!, totalPrice: wrong.totals!.totalPrice + 1 } };
    expectError(await postOrder(t, demo, token, tampered, { key: 'retry-me' }), 422, 'ORDER_TOTALS_MISMATCH');
    const fixed = await postOrder(t, demo, token, body(), { key: 'retry-me' });
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('answers a repeat with the first order even when the same request would now be refused', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const first = await postOrder(t, demo, token, body(), { key: 'late-retry' });
    expect(first.statusCode, first.body).toBe(201);
    now = new Date('2026-11-23T22:30:00.000Z'); // 03:30 in Tashkent: the branch is closed
    try {
      expectError(await postOrder(t, demo, token, body(), { key: 'new-at-night' }), 422, 'BRANCH_CLOSED');
      const again = await postOrder(t, demo, token, body(), { key: 'late-retry' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
    } finally {
      now = MONDAY_NOON;
    }
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('answers a repeat of an order that spent the whole cashback balance with that order', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const spendAll = await spendingAllOf(user.id, 4000);
    const first = await postOrder(t, demo, token, spendAll, { key: 'cb-once' });
    expect(first.statusCode, first.body).toBe(201);
    expectError(await postOrder(t, demo, token, spendAll, { key: 'cb-other' }), 422, 'CASHBACK_INSUFFICIENT');
    const again = await postOrder(t, demo, token, spendAll, { key: 'cb-once' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('refuses a reused key before judging the new body', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    expect((await postOrder(t, demo, token, body(1), { key: 'k-bad' })).statusCode).toBe(201);
    const wrong = body(2);
    const tampered = { ...wrong, totals: { ...wrong.totals!, totalPrice: 1 } };
    expectError(
      await postOrder(t, demo, token, tampered, { key: 'k-bad' }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key',
    );
  });

  it('writes a key only together with its order', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    await postOrder(t, demo, token, body(), { key: 'paired' });
    const wrong = body();
    await postOrder(
      t,
      demo,
      token,
      { ...wrong, totals: { ...wrong.totals!, totalPrice: 7 } },
      { key: 'refused' },
    );
    const keys = await t.db
      .select({ key: tables.idempotencyKeys.key, orderId: tables.idempotencyKeys.orderId })
      .from(tables.idempotencyKeys)
      .where(eq(tables.idempotencyKeys.userId, user.id));
    const [order] = await t.db
      .select({ id: tables.orders.id })
      .from(tables.orders)
      .where(eq(tables.orders.userId, user.id));
    expect(keys).toEqual([{ key: 'paired', orderId: order!.id }]);
  });

  it('rejects a malformed key', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    expectError(
      await postOrder(t, demo, token, body(), { key: 'has space' }),
      400,
      'VALIDATION_FAILED',
      'Idempotency-Key',
    );
  });

  it('creates exactly one order for 50 concurrent submissions with the same key', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(t, demo, token, body(), { key: 'storm' })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().error.code).toBe('ORDER_IN_PROGRESS');
    const ids = new Set(results.filter((r) => r.statusCode !== 409).map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(user.id)).toBe(1);
    // A retry after the storm gets the order.
    const retry = await postOrder(t, demo, token, body(), { key: 'storm' });
    expect(retry.statusCode).toBe(200);
    expect(ids.has(retry.json().data.id)).toBe(true);
  });

  it('numbers 20 concurrent orders of one merchant without gaps or repeats', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => loginByPhone(t, demo, nextPhone())));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postOrder(t, demo, people[i % 5]!.token, body(), { key: `n-${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.json().data.number as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19]! - numbers[0]!).toBe(19);
  });

  it('lets only one of two simultaneous orders spend the same cashback balance', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const spendAll = await spendingAllOf(user.id, 4000);
    const results = await Promise.all([
      postOrder(t, demo, token, spendAll, { key: 'cb-a' }),
      postOrder(t, demo, token, spendAll, { key: 'cb-b' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().error.code).toBe('CASHBACK_INSUFFICIENT');
    const [row] = await t.db
      .select({ c: tables.users.cashback })
      .from(tables.users)
      .where(eq(tables.users.id, user.id));
    expect(row!.c).toBe(0);
    expect(await ordersOf(user.id)).toBe(1);
  });
});
