import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneSequence } from '../../../test-support/accounts.js';
import { MONDAY_NOON } from '../../../test-support/orders.js';
import { basic, DEMO_UZUM, orderOf, placeUnpaidOrder } from '../../../test-support/payments.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

let t: TestApp;
let demo: string;
let lavash: string;
const nextPhone = phoneSequence('99897');
let seq = 0;
const transId = () => `uzum-${Date.now()}-${++seq}`;
const SERVICE = Number(DEMO_UZUM.serviceId);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => MONDAY_NOON });
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
});
afterAll(() => t.close());

async function hook(
  operation: string,
  body: Record<string, unknown> | string,
  { merchant = demo, auth = basic(DEMO_UZUM.login, DEMO_UZUM.password) } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/v1/uzum/${merchant}/${operation}`,
    headers: { authorization: auth, 'content-type': 'application/json' },
    payload:
      typeof body === 'string'
        ? body
        : JSON.stringify({ serviceId: SERVICE, timestamp: Date.now(), ...body }),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function uzumOrder() {
  const placed = await placeUnpaidOrder(t, demo, nextPhone(), 'UZUM');
  return {
    ...placed,
    params: { order_id: String(placed.order.id) },
    tiyin: placed.order.totals.totalPrice * 100,
  };
}

describe('Uzum merchant webhooks', () => {
  it('checks, creates and confirms a payment: the order is paid once, repeats answer the same', async () => {
    const { params, tiyin, order, token } = await uzumOrder();
    const check = await hook('check', { params });
    expect(check).toMatchObject({
      status: 200,
      body: { status: 'OK', serviceId: SERVICE, data: { amount: { value: tiyin } } },
    });

    const id = transId();
    const created = await hook('create', { transId: id, params, amount: tiyin });
    expect(created).toMatchObject({ status: 200, body: { status: 'CREATED', transId: id, amount: tiyin } });
    expect((await hook('create', { transId: id, params, amount: tiyin })).body.transTime).toBe(
      created.body.transTime,
    );
    // Reserved: another Uzum transaction for the same order is refused.
    expect((await hook('create', { transId: transId(), params, amount: tiyin })).body.errorCode).toBe(10008);

    const confirmed = await hook('confirm', { transId: id, paymentSource: 'UZCARD', phone: '998901234567' });
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', confirmTime: expect.any(Number) });
    expect((await hook('confirm', { transId: id })).body.confirmTime).toBe(confirmed.body.confirmTime);
    const paid = await orderOf(t, demo, token, order.id);
    expect(paid.isPaid).toBe(true);
    expect(paid.history?.filter((h) => h.type === 'PAID')).toHaveLength(1);

    // Uzum polls status after a timeout on its side.
    expect((await hook('status', { transId: id })).body).toMatchObject({
      status: 'CONFIRMED',
      amount: tiyin,
    });
    expect((await hook('check', { params })).body).toMatchObject({ status: 'FAILED', errorCode: 10008 });
  });

  it('refuses wrong credentials (401, 10001), a broken body, an unknown operation and another service', async () => {
    const { params } = await uzumOrder();
    const wrong = await hook('check', { params }, { auth: basic('uzum', 'nope') });
    expect(wrong).toMatchObject({ status: 401, body: { status: 'FAILED', errorCode: 10001 } });
    expect((await hook('check', { params }, { merchant: lavash })).body.errorCode).toBe(10001);
    expect((await hook('check', '{"serviceId": ')).body.errorCode).toBe(10002);
    expect((await hook('refund', { params })).body.errorCode).toBe(10003);
    expect((await hook('check', { serviceId: 1, params })).body.errorCode).toBe(10006);
    expect((await hook('check', {})).body.errorCode).toBe(10005);
    expect((await hook('check', { params: { order_id: '99999999' } })).body.errorCode).toBe(10007);
  });

  it('answers status polling with each state in turn, and an unknown transaction with 99999', async () => {
    const { params, tiyin } = await uzumOrder();
    const id = transId();
    await hook('create', { transId: id, params, amount: tiyin });
    expect((await hook('status', { transId: id })).body).toMatchObject({
      status: 'CREATED',
      confirmTime: null,
    });
    await hook('confirm', { transId: id });
    expect((await hook('status', { transId: id })).body).toMatchObject({
      status: 'CONFIRMED',
      confirmTime: expect.any(Number),
    });
    await hook('reverse', { transId: id });
    expect((await hook('status', { transId: id })).body).toMatchObject({
      status: 'REVERSED',
      reverseTime: expect.any(Number),
    });
    expect((await hook('status', { transId: transId() })).body).toMatchObject({
      status: 'FAILED',
      errorCode: 99999,
    });
  });

  it('refuses an amount that differs from the order', async () => {
    const { params, tiyin } = await uzumOrder();
    const res = await hook('create', { transId: transId(), params, amount: tiyin - 100 });
    expect(res).toMatchObject({ status: 400, body: { status: 'FAILED', errorCode: 99999 } });
  });

  it('reverses before and after confirmation; a delivered order is not reversed', async () => {
    const first = await uzumOrder();
    const id = transId();
    await hook('create', { transId: id, params: first.params, amount: first.tiyin });
    expect((await hook('reverse', { transId: id })).body).toMatchObject({ status: 'REVERSED' });
    expect((await hook('confirm', { transId: id })).body.errorCode).toBe(10009);
    expect((await orderOf(t, demo, first.token, first.order.id)).isPaid).toBe(false);

    const second = await uzumOrder();
    const id2 = transId();
    await hook('create', { transId: id2, params: second.params, amount: second.tiyin });
    await hook('confirm', { transId: id2 });
    expect((await hook('reverse', { transId: id2 })).body).toMatchObject({
      status: 'REVERSED',
      reverseTime: expect.any(Number),
    });
    expect((await orderOf(t, demo, second.token, second.order.id)).isPaid).toBe(false);

    const third = await uzumOrder();
    const id3 = transId();
    await hook('create', { transId: id3, params: third.params, amount: third.tiyin });
    await hook('confirm', { transId: id3 });
    await t.db.update(tables.orders).set({ status: 'CLOSED' }).where(eq(tables.orders.id, third.order.id));
    expect((await hook('reverse', { transId: id3 })).body.status).toBe('FAILED');
    expect((await orderOf(t, demo, third.token, third.order.id)).isPaid).toBe(true);
  });
});

describe('Uzum create: repeats and absurd times', () => {
  it('gives ten repeats of the same create sent at once the one same transaction', async () => {
    const { params, tiyin } = await uzumOrder();
    const id = transId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => hook('create', { transId: id, params, amount: tiyin })),
    );
    expect(answers.map((a) => [a.status, a.body.status])).toEqual(Array(10).fill([200, 'CREATED']));
    expect(new Set(answers.map((a) => a.body.transTime)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(tables.payments)
      .where(eq(tables.payments.providerTransactionId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an impossible timestamp with 10005 and creates nothing', async () => {
    const { params, tiyin } = await uzumOrder();
    for (const timestamp of [1e20, -1, 1.5, 253_402_300_800_000, '1700000000000']) {
      const id = transId();
      const answer = await hook('create', { transId: id, params, amount: tiyin, timestamp });
      expect(answer, `timestamp ${timestamp}`).toMatchObject({
        status: 400,
        body: { status: 'FAILED', errorCode: 10005 },
      });
      expect((await hook('status', { transId: id })).body.errorCode).toBe(99999);
    }
    expect((await hook('check', { params })).body.status).toBe('OK');
  });

  it('refuses a NUL character in the params with 10005 and creates nothing', async () => {
    const { params, tiyin } = await uzumOrder();
    const id = transId();
    const answer = await hook('create', {
      transId: id,
      params: { ...params, note: 'a\u0000b' },
      amount: tiyin,
    });
    expect(answer).toMatchObject({ status: 400, body: { status: 'FAILED', errorCode: 10005 } });
    expect((await hook('status', { transId: id })).body.errorCode).toBe(99999);
  });
});
