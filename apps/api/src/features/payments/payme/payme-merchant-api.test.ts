import { tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, phoneSequence } from '../../../test-support/accounts.js';
import { MONDAY_NOON } from '../../../test-support/orders.js';
import { basic, DEMO_PAYME, orderOf, placeUnpaidOrder } from '../../../test-support/payments.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

let t: TestApp;
let demo: string;
let lavash: string;
let paymentClock = new Date();
const nextPhone = phoneSequence('99895');
let txSeq = 0;
const paymeId = () => `6500${String(Date.now()).slice(-8)}${String(++txSeq).padStart(12, '0')}`.slice(0, 24);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => MONDAY_NOON, paymentNow: () => paymentClock });
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
});
afterAll(() => t.close());

interface RpcAnswer {
  id: unknown;
  result?: Record<string, unknown>;
  error?: { code: number; message: { ru: string; uz: string; en: string }; data: unknown };
}

async function rpc(
  method: string,
  params: Record<string, unknown>,
  {
    merchant = demo,
    auth = basic(DEMO_PAYME.login, DEMO_PAYME.key),
  }: { merchant?: string; auth?: string } = {},
): Promise<RpcAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/v1/payme/${merchant}`,
    headers: { authorization: auth, 'content-type': 'application/json' },
    payload: JSON.stringify({ method, params, id: 7 }),
  });
  expect(res.statusCode, 'Payme always gets HTTP 200').toBe(200);
  return res.json();
}

const order = (total: number, id: number) => ({ amount: total * 100, account: { order_id: String(id) } });

async function paymeOrder() {
  const placed = await placeUnpaidOrder(t, demo, nextPhone());
  return { ...placed, params: order(placed.order.totals.totalPrice, placed.order.id) };
}

describe('Payme Merchant API: the envelope', () => {
  it('refuses wrong, missing or another merchant’s credentials with -32504 before anything else', async () => {
    const { params } = await paymeOrder();
    expect(
      (await rpc('CheckPerformTransaction', params, { auth: basic('Paycom', 'wrong') })).error?.code,
    ).toBe(-32504);
    expect((await rpc('CheckPerformTransaction', params, { auth: '' })).error?.code).toBe(-32504);
    // lavash has no Payme set up: nobody can call its endpoint.
    expect((await rpc('CheckPerformTransaction', params, { merchant: lavash })).error?.code).toBe(-32504);
    expect((await rpc('CheckPerformTransaction', params, { merchant: '999999' })).error?.code).toBe(-32504);
  });

  it('answers a broken body -32700, a missing method -32600, an unknown one -32601 and a GET -32300', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/v1/payme/${demo}`,
        headers: {
          authorization: basic(DEMO_PAYME.login, DEMO_PAYME.key),
          'content-type': 'application/json',
        },
        payload,
      });
    const broken = await post('{"method": ');
    expect(broken.statusCode).toBe(200);
    expect(broken.json().error.code).toBe(-32700);
    expect((await post(JSON.stringify({ id: 1, params: {} }))).json().error.code).toBe(-32600);
    const unknown = (await post(JSON.stringify({ id: 1, method: 'StealMoney', params: {} }))).json();
    expect(unknown.error).toMatchObject({ code: -32601, data: 'StealMoney' });
    expect(unknown.error.message).toEqual({
      ru: expect.any(String),
      uz: expect.any(String),
      en: expect.any(String),
    });
    const get = await t.app.inject({ url: `/api/payments/v1/payme/${demo}` });
    expect(get.statusCode).toBe(200);
    expect(get.json().error.code).toBe(-32300);
  });
});

describe('CheckPerformTransaction', () => {
  it('allows the order’s exact amount in tiyin, with a fiscal receipt that adds up to it', async () => {
    const { params, order: placed } = await paymeOrder();
    const answer = await rpc('CheckPerformTransaction', params);
    expect(answer.result?.allow).toBe(true);
    const detail = answer.result?.detail as {
      receipt_type: number;
      items: Array<{ title: string; price: number; count: number; code: string; discount: number }>;
      shipping?: { price: number };
    };
    expect(detail.receipt_type).toBe(0);
    expect(detail.items).toHaveLength(placed.cartItems?.length ?? 1);
    expect(detail.items[0]!.count).toBe(2);
    expect(detail.items[0]!.title.length).toBeGreaterThan(0);
    const sum =
      detail.items.reduce((s, i) => s + i.price * i.count - i.discount, 0) + (detail.shipping?.price ?? 0);
    expect(sum).toBe(params.amount);
  });

  it('refuses an unknown order, another tenant’s order and a wrong amount with Payme’s codes', async () => {
    const { params } = await paymeOrder();
    const missing = await rpc('CheckPerformTransaction', { ...params, account: { order_id: '99999999' } });
    expect(missing.error).toMatchObject({ code: -31050, data: 'order_id' });
    expect((await rpc('CheckPerformTransaction', { ...params, account: {} })).error?.code).toBe(-31050);
    expect(
      (await rpc('CheckPerformTransaction', { ...params, account: { order_id: 'x; drop' } })).error?.code,
    ).toBe(-31050);
    const theirs = await placeUnpaidOrder(t, lavash, nextPhone(), 'CASH');
    const foreign = await rpc(
      'CheckPerformTransaction',
      order(theirs.order.totals.totalPrice, theirs.order.id),
    );
    expect(foreign.error?.code).toBe(-31050);
    expect(
      (await rpc('CheckPerformTransaction', { ...params, amount: params.amount - 100 })).error?.code,
    ).toBe(-31001);
    expect(
      (await rpc('CheckPerformTransaction', { ...params, amount: params.amount / 100 })).error?.code,
    ).toBe(-31001);
  });
});

describe('a payment from creation to refund', () => {
  it('creates, performs and marks the order paid once, answering repeats identically', async () => {
    const { params, order: placed, token } = await paymeOrder();
    const id = paymeId();
    const time = paymentClock.getTime();
    const created = await rpc('CreateTransaction', { ...params, id, time });
    expect(created.result).toMatchObject({ state: 1, transaction: expect.any(String) });
    expect(await rpc('CreateTransaction', { ...params, id, time })).toEqual(created);

    // The order is reserved for this transaction.
    const other = await rpc('CreateTransaction', { ...params, id: paymeId(), time });
    expect(other.error).toMatchObject({ code: -31053, data: 'order_id' });
    expect((await rpc('CheckPerformTransaction', params)).error?.code).toBe(-31053);

    const performed = await rpc('PerformTransaction', { id });
    expect(performed.result).toMatchObject({ state: 2, transaction: created.result?.transaction });
    expect(await rpc('PerformTransaction', { id })).toEqual(performed);

    const paid = await orderOf(t, demo, token, placed.id);
    expect(paid.isPaid).toBe(true);
    expect(paid.history?.filter((h) => h.type === 'PAID')).toHaveLength(1);
    const notices = await t.db
      .select()
      .from(tables.notifications)
      .where(and(eq(tables.notifications.orderId, placed.id), eq(tables.notifications.type, 'PAYMENT')));
    expect(notices).toHaveLength(1);
    const list = await t.app.inject({ url: '/api/users/v1/notifications', headers: asUser(demo, token) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain('"type":"PAYMENT"');
    expect(list.body).toContain('Payment received');

    const check = await rpc('CheckTransaction', { id });
    expect(check.result).toMatchObject({
      state: 2,
      create_time: created.result?.create_time,
      perform_time: performed.result?.perform_time,
      cancel_time: 0,
      reason: null,
    });
    expect((await rpc('CheckPerformTransaction', params)).error?.code).toBe(-31051);
    expect((await rpc('CreateTransaction', { ...params, id: paymeId(), time })).error?.code).toBe(-31051);

    const statement = await rpc('GetStatement', { from: time - 1000, to: time + 1000 });
    const mine = ((statement.result?.transactions ?? []) as Array<Record<string, unknown>>).find(
      (x) => x.id === id,
    );
    expect(mine).toMatchObject({ time, amount: params.amount, account: params.account, state: 2 });
  });

  it('cancels a transaction before it is performed: the order is free again, Perform is impossible', async () => {
    const { params, order: placed, token } = await paymeOrder();
    const id = paymeId();
    await rpc('CreateTransaction', { ...params, id, time: paymentClock.getTime() });
    const cancelled = await rpc('CancelTransaction', { id, reason: 3 });
    expect(cancelled.result).toMatchObject({ state: -1, cancel_time: expect.any(Number) });
    expect(await rpc('CancelTransaction', { id, reason: 3 })).toEqual(cancelled);
    expect((await rpc('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 3 });
    expect((await orderOf(t, demo, token, placed.id)).isPaid).toBe(false);
    expect((await rpc('CheckPerformTransaction', params)).result?.allow).toBe(true);
  });

  it('refunds after perform (state -2, order unpaid again) but not once the food was delivered', async () => {
    const { params, order: placed, token } = await paymeOrder();
    const id = paymeId();
    await rpc('CreateTransaction', { ...params, id, time: paymentClock.getTime() });
    await rpc('PerformTransaction', { id });
    const refunded = await rpc('CancelTransaction', { id, reason: 5 });
    expect(refunded.result).toMatchObject({ state: -2 });
    const after = await orderOf(t, demo, token, placed.id);
    expect(after.isPaid).toBe(false);
    expect(after.history?.some((h) => h.type === 'UPDATE')).toBe(true);

    const second = await paymeOrder();
    const id2 = paymeId();
    await rpc('CreateTransaction', { ...second.params, id: id2, time: paymentClock.getTime() });
    await rpc('PerformTransaction', { id: id2 });
    await t.db
      .update(tables.orders)
      .set({ status: 'DELIVERED' })
      .where(eq(tables.orders.id, second.order.id));
    expect((await rpc('CancelTransaction', { id: id2, reason: 5 })).error?.code).toBe(-31007);
    expect((await orderOf(t, demo, second.token, second.order.id)).isPaid).toBe(true);
  });

  it('answers an unknown transaction -31003 and a bad reason -32600', async () => {
    for (const method of ['PerformTransaction', 'CheckTransaction'])
      expect((await rpc(method, { id: paymeId() })).error?.code).toBe(-31003);
    expect((await rpc('CancelTransaction', { id: paymeId(), reason: 1 })).error?.code).toBe(-31003);
    expect((await rpc('CancelTransaction', { id: paymeId() })).error?.code).toBe(-32600);
  });
});

describe('the 12-hour timeout', () => {
  it('refuses to create a transaction Payme made more than 12 hours ago', async () => {
    const { params } = await paymeOrder();
    const stale = paymentClock.getTime() - 12 * 3600_000 - 1000;
    expect((await rpc('CreateTransaction', { ...params, id: paymeId(), time: stale })).error?.code).toBe(
      -31008,
    );
  });

  it('cancels a pending transaction with reason 4 when it is performed too late', async () => {
    const { params, order: placed, token } = await paymeOrder();
    const id = paymeId();
    await rpc('CreateTransaction', { ...params, id, time: paymentClock.getTime() });
    const start = paymentClock;
    paymentClock = new Date(start.getTime() + 12 * 3600_000 + 60_000);
    try {
      expect((await rpc('PerformTransaction', { id })).error?.code).toBe(-31008);
      expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4 });
      expect((await orderOf(t, demo, token, placed.id)).isPaid).toBe(false);
    } finally {
      paymentClock = start;
    }
  });
});

describe('concurrency', () => {
  it('settles an order once when Payme performs the same transaction ten times at once', async () => {
    const { params, order: placed, token } = await paymeOrder();
    const id = paymeId();
    await rpc('CreateTransaction', { ...params, id, time: paymentClock.getTime() });
    const answers = await Promise.all(Array.from({ length: 10 }, () => rpc('PerformTransaction', { id })));
    expect(answers.every((a) => a.result?.state === 2)).toBe(true);
    expect(new Set(answers.map((a) => a.result?.perform_time)).size).toBe(1);
    const paid = await orderOf(t, demo, token, placed.id);
    expect(paid.history?.filter((h) => h.type === 'PAID')).toHaveLength(1);
  });

  it('gives ten repeats of the same CreateTransaction sent at once the one same transaction', async () => {
    const { params } = await paymeOrder();
    const id = paymeId();
    const time = paymentClock.getTime();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => rpc('CreateTransaction', { ...params, id, time })),
    );
    expect(answers.map((a) => a.error?.code ?? null)).toEqual(Array(10).fill(null));
    expect(new Set(answers.map((a) => JSON.stringify(a.result))).size).toBe(1);
    expect(answers[0]!.result).toMatchObject({ state: 1 });
    const rows = await t.db
      .select()
      .from(tables.payments)
      .where(and(eq(tables.payments.provider, 'PAYME'), eq(tables.payments.providerTransactionId, id)));
    expect(rows).toHaveLength(1);
  });

  it('reserves the order for one of two transactions created at the same moment', async () => {
    const { params } = await paymeOrder();
    const time = paymentClock.getTime();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => rpc('CreateTransaction', { ...params, id: paymeId(), time })),
    );
    expect(answers.filter((a) => a.result?.state === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === -31053)).toHaveLength(5);
  });
});

describe('absurd times', () => {
  const absurd = [1e20, -1, 1.5, 253_402_300_800_000, Number.MAX_SAFE_INTEGER, '1700000000000', null];

  it('answers CreateTransaction with an impossible time -32600 (time) and records nothing', async () => {
    const { params } = await paymeOrder();
    for (const time of absurd) {
      const id = paymeId();
      const answer = await rpc('CreateTransaction', { ...params, id, time });
      expect(answer.error, `time ${time}`).toMatchObject({ code: -32600, data: 'time' });
      expect((await rpc('CheckTransaction', { id })).error?.code).toBe(-31003);
    }
    expect((await rpc('CheckPerformTransaction', params)).result?.allow).toBe(true);
  });

  it('answers GetStatement with an impossible from or to -32600 naming the field', async () => {
    const now = paymentClock.getTime();
    for (const to of [1e308, 1e20, -5, 0.5, Number.POSITIVE_INFINITY, 'now'])
      expect((await rpc('GetStatement', { from: now, to })).error, `to ${to}`).toMatchObject({
        code: -32600,
        data: 'to',
      });
    for (const from of [-1e308, -1, 1.25, 1e20])
      expect((await rpc('GetStatement', { from, to: now })).error, `from ${from}`).toMatchObject({
        code: -32600,
        data: 'from',
      });
    expect((await rpc('GetStatement', { from: now, to: now - 1 })).error?.code).toBe(-32600);
    expect((await rpc('GetStatement', { from: 0, to: 253_402_300_799_999 })).result?.transactions).toEqual(
      expect.any(Array),
    );
  });

  it('answers a NUL character anywhere in the params -32600 and records nothing', async () => {
    const { params } = await paymeOrder();
    const id = paymeId();
    const account = { ...params.account, note: 'a\u0000b' };
    const answer = await rpc('CreateTransaction', { ...params, account, id, time: paymentClock.getTime() });
    expect(answer.error?.code).toBe(-32600);
    expect((await rpc('CheckTransaction', { id })).error?.code).toBe(-31003);
  });

  it('answers CancelTransaction with a reason no column holds -32600', async () => {
    const { params } = await paymeOrder();
    const id = paymeId();
    await rpc('CreateTransaction', { ...params, id, time: paymentClock.getTime() });
    for (const reason of [1e20, -3, 0, 2.5, 2 ** 31])
      expect((await rpc('CancelTransaction', { id, reason })).error?.code, `reason ${reason}`).toBe(-32600);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: 1 });
  });
});
