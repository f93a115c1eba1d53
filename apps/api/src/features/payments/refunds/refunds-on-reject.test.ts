import { createHash } from 'node:crypto';
import { tables } from '@dastarkhan/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from '../../../test-support/accounts.js';
import {
  deadServerUrl,
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
  startFakeServer,
} from '../../../test-support/fake-http-server.js';
import { MONDAY_NOON } from '../../../test-support/orders.js';
import {
  basic,
  DEMO_CLICK,
  DEMO_PAYME,
  DEMO_UZUM,
  orderOf,
  placeUnpaidOrder,
} from '../../../test-support/payments.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { refundOperationId } from './uzum-refund.js';

// A paid order rejected by staff gets its money back where the provider's API allows it (decision 022).

const CLICK_MERCHANT_USER = '3001';
const UZUM_TERMINAL = '6f1c2a7e-4001-4a3b-9c1d-000000004001';
const UZUM_API_KEY = '0b7c9d2e-4001-4f5a-8b6c-00000000a001';

let t: TestApp;
let demo: string;
let operator: string;
let click: FakeServer;
let uzum: FakeServer;
let clickReply: FakeReply = { json: { error_code: 0, error_note: 'Success' } };
let uzumRefundReply: FakeReply = {
  json: { errorCode: 0, result: { operationId: 'b1c7e6d2-0000-4000-8000-000000000001' } },
};
const nextPhone = phoneSequence('99897');
let clickSeq = 29_007_199_254_740_000n;
let uzumSeq = 0;

beforeAll(async () => {
  click = await startFakeServer(() => clickReply);
  uzum = await startFakeServer((req) => {
    if (req.path === '/api/v1/payment/register') {
      uzumSeq += 1;
      return {
        json: {
          errorCode: 0,
          result: {
            orderId: `7a0d2b8e-0000-4000-8000-${String(uzumSeq).padStart(12, '0')}`,
            paymentRedirectUrl: 'https://checkout.uzum.test/pay/abc',
          },
        },
      };
    }
    return uzumRefundReply;
  });
  t = await createTestApp(
    { CLICK_MERCHANT_API_URL: click.url, UZUM_CHECKOUT_URL: uzum.url, PAYMENT_REFUND_TIMEOUT_MS: '400' },
    { now: () => MONDAY_NOON },
  );
  demo = String(await t.merchantId('demo'));
  operator = (await loginByPhone(t, demo, '998900000001')).token;
});
afterAll(async () => {
  await t.close();
  await click.close();
  await uzum.close();
});

const reject = (id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/v1/operator/orders/${id}/status`,
    headers: asUser(demo, operator),
    payload: { status: 'CANCELED', reason: 'OUT_OF_STOCK' },
  });

const refundEvents = async (orderId: number) =>
  (
    await t.db
      .select()
      .from(tables.orderEvents)
      .where(and(eq(tables.orderEvents.orderId, orderId), eq(tables.orderEvents.type, 'UPDATE')))
      .orderBy(asc(tables.orderEvents.id))
  ).map((e) => e.payload);

const paymentOf = async (orderId: number) =>
  (await t.db.select().from(tables.payments).where(eq(tables.payments.orderId, orderId)))[0]!;

/** Pays through Click's SHOP API callbacks (Prepare, then Complete), signed with the demo secret. */
async function paidClickOrder() {
  const placed = await placeUnpaidOrder(t, demo, nextPhone(), 'CLICK');
  clickSeq += 1n;
  const sign = (form: Record<string, string>) => {
    const raw = [
      form.click_trans_id,
      form.service_id,
      DEMO_CLICK.secretKey,
      form.merchant_trans_id,
      ...(form.action === '1' ? [form.merchant_prepare_id] : []),
      form.amount,
      form.action,
      form.sign_time,
    ].join('');
    return { ...form, sign_string: createHash('md5').update(raw).digest('hex') };
  };
  const post = async (stage: string, form: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/v1/click/${demo}/${stage}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(sign(form)).toString(),
    });
    const body = res.json();
    expect(body.error, JSON.stringify(body)).toBe(0);
    return body;
  };
  const form = {
    click_trans_id: String(clickSeq),
    service_id: DEMO_CLICK.serviceId,
    click_paydoc_id: String(clickSeq + 5n),
    merchant_trans_id: String(placed.order.id),
    amount: `${placed.order.totals.totalPrice}.00`,
    action: '0',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-23 12:00:00',
  };
  const prepared = await post('prepare', form);
  await post('complete', { ...form, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id) });
  expect((await orderOf(t, demo, placed.token, placed.order.id)).isPaid).toBe(true);
  return { ...placed, paydocId: form.click_paydoc_id };
}

/** Pays through Uzum Checkout: the customer's checkout registers it, the result callback completes it. */
async function paidUzumOrder() {
  const placed = await placeUnpaidOrder(t, demo, nextPhone(), 'UZUM');
  const res = await t.app.inject({
    url: `/api/payments/v2/checkout/${placed.order.id}`,
    headers: { ...asUser(demo, placed.token), host: 'demo.localhost:3000' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const payment = await paymentOf(placed.order.id);
  const callback = (operationType: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/v1/uzum-checkout/${demo}/callback`,
      headers: {
        authorization: basic(DEMO_UZUM.login, DEMO_UZUM.password),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        orderId: payment.providerTransactionId,
        orderNumber: String(placed.order.id),
        operationState: 'SUCCESS',
        operationType,
      }),
    });
  expect((await callback('COMPLETE')).statusCode).toBe(200);
  expect((await orderOf(t, demo, placed.token, placed.order.id)).isPaid).toBe(true);
  return { ...placed, payment, callback };
}

/** Pays through Payme's Merchant API (CreateTransaction, then PerformTransaction). */
async function paidPaymeOrder() {
  const placed = await placeUnpaidOrder(t, demo, nextPhone(), 'PAYME');
  const id = `6600${String(Date.now()).slice(-8)}${String(placed.order.id).padStart(12, '0')}`.slice(0, 24);
  const rpc = async (method: string, params: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/v1/payme/${demo}`,
      headers: { authorization: basic(DEMO_PAYME.login, DEMO_PAYME.key), 'content-type': 'application/json' },
      payload: JSON.stringify({ method, params, id: 1 }),
    });
    expect(res.json().error, res.body).toBeUndefined();
  };
  await rpc('CreateTransaction', {
    id,
    time: Date.now(),
    amount: placed.order.totals.totalPrice * 100,
    account: { order_id: String(placed.order.id) },
  });
  await rpc('PerformTransaction', { id });
  expect((await orderOf(t, demo, placed.token, placed.order.id)).isPaid).toBe(true);
  return placed;
}

function expectClickReversal(sent: RecordedRequest, paydocId: string) {
  expect(sent.method).toBe('DELETE');
  expect(sent.path).toBe(`/payment/reversal/${DEMO_CLICK.serviceId}/${paydocId}`);
  const auth = String(sent.headers.auth);
  const [user, digest, timestamp] = auth.split(':');
  expect(user).toBe(CLICK_MERCHANT_USER);
  expect(timestamp).toMatch(/^\d{10}$/);
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
  expect(digest).toBe(createHash('sha1').update(`${timestamp}${DEMO_CLICK.secretKey}`).digest('hex'));
}

describe('rejecting a paid order', () => {
  it('reverses a Click payment through the Merchant API and says the refund started', async () => {
    const { order, token, paydocId } = await paidClickOrder();
    const before = click.requests.length;
    const res = await reject(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(click.requests).toHaveLength(before + 1);
    expectClickReversal(click.requests.at(-1)!, paydocId);
    expect(res.json().data.refund).toBe('STARTED');
    const mine = await orderOf(t, demo, token, order.id);
    expect(mine).toMatchObject({
      status: 'CANCELED',
      reason: 'OUT_OF_STOCK',
      refund: 'STARTED',
      isPaid: false,
    });
    // Click's answer is final: the ledger shows the payment given back.
    expect((await paymentOf(order.id)).state).toBe(-2);
    expect(await refundEvents(order.id)).toEqual([
      { refund: 'STARTED', provider: 'CLICK' },
      expect.objectContaining({ refund: true, provider: 'CLICK' }),
    ]);
  });

  it('flags the cashier when Click refuses the reversal, keeping the payment', async () => {
    const { order, token, paydocId } = await paidClickOrder();
    clickReply = { json: { error_code: -5017, error_note: 'Reversal is not allowed' } };
    try {
      const res = await reject(order.id);
      expect(res.statusCode, res.body).toBe(200);
      expectClickReversal(click.requests.at(-1)!, paydocId);
      expect(res.json().data.refund).toBe('CASHIER');
    } finally {
      clickReply = { json: { error_code: 0, error_note: 'Success' } };
    }
    expect(await orderOf(t, demo, token, order.id)).toMatchObject({ refund: 'CASHIER', isPaid: true });
    expect((await paymentOf(order.id)).state).toBe(2);
    expect(await refundEvents(order.id)).toEqual([
      { refund: 'CASHIER', provider: 'CLICK', reason: 'PROVIDER_REFUSED' },
    ]);
  });

  it('does not keep staff waiting on a Click that never answers: the cancel stands, the cashier refunds', async () => {
    const { order } = await paidClickOrder();
    clickReply = { hang: true };
    try {
      const res = await reject(order.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'CANCELED', refund: 'CASHIER' });
    } finally {
      clickReply = { json: { error_code: 0, error_note: 'Success' } };
    }
    expect(await refundEvents(order.id)).toEqual([
      { refund: 'CASHIER', provider: 'CLICK', reason: 'PROVIDER_TIMEOUT' },
    ]);
  });

  it('asks Uzum Checkout for a refund with an idempotency key of the payment; its callback then settles it', async () => {
    const { order, token, payment, callback } = await paidUzumOrder();
    const res = await reject(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toBe('STARTED');
    const sent = uzum.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/v1/acquiring/refund');
    expect(sent.headers['x-terminal-id']).toBe(UZUM_TERMINAL);
    expect(sent.headers['x-api-key']).toBe(UZUM_API_KEY);
    const operationId = String(sent.headers['x-operation-id']);
    expect(operationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(operationId).toBe(refundOperationId(Number(demo), payment.id));
    expect(sent.body).toEqual({
      orderId: payment.providerTransactionId,
      amount: order.totals.totalPrice * 100,
    });
    expect(await orderOf(t, demo, token, order.id)).toMatchObject({ refund: 'STARTED', isPaid: true });

    expect((await callback('REFUND')).statusCode).toBe(200);
    expect(await orderOf(t, demo, token, order.id)).toMatchObject({ refund: 'STARTED', isPaid: false });
    expect((await paymentOf(order.id)).state).toBe(-2);
  });

  it('flags the cashier when Uzum Checkout answers an error', async () => {
    const { order } = await paidUzumOrder();
    uzumRefundReply = { status: 400, json: { errorCode: 12, message: 'Refund period expired' } };
    try {
      expect((await reject(order.id)).json().data.refund).toBe('CASHIER');
    } finally {
      uzumRefundReply = {
        json: { errorCode: 0, result: { operationId: 'b1c7e6d2-0000-4000-8000-000000000001' } },
      };
    }
    expect(await refundEvents(order.id)).toEqual([
      { refund: 'CASHIER', provider: 'UZUM_CHECKOUT', reason: 'PROVIDER_REFUSED' },
    ]);
  });

  it('flags the cashier when Uzum Checkout is down', async () => {
    const { order } = await paidUzumOrder();
    const settings = and(
      eq(tables.merchantPaymentSettings.merchantId, Number(demo)),
      eq(tables.merchantPaymentSettings.type, 'UZUM'),
    );
    const [row] = await t.db.select().from(tables.merchantPaymentSettings).where(settings);
    // The merchant's own checkoutUrl wins over UZUM_CHECKOUT_URL: point it where nothing listens.
    await t.db
      .update(tables.merchantPaymentSettings)
      .set({ credentials: { ...(row!.credentials as object), checkoutUrl: await deadServerUrl() } })
      .where(settings);
    try {
      const res = await reject(order.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.refund).toBe('CASHIER');
    } finally {
      await t.db
        .update(tables.merchantPaymentSettings)
        .set({ credentials: row!.credentials })
        .where(settings);
    }
    expect(await refundEvents(order.id)).toEqual([
      { refund: 'CASHIER', provider: 'UZUM_CHECKOUT', reason: 'PROVIDER_UNREACHABLE' },
    ]);
  });

  it('leaves a Payme payment to the cashier without calling anyone (Payme refunds start in its cabinet)', async () => {
    const { order, token } = await paidPaymeOrder();
    const calls = click.requests.length + uzum.requests.length;
    const res = await reject(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toBe('CASHIER');
    expect(click.requests.length + uzum.requests.length).toBe(calls);
    expect(await orderOf(t, demo, token, order.id)).toMatchObject({ refund: 'CASHIER', isPaid: true });
  });

  it('has no refund for an unpaid order, and calls no provider', async () => {
    const { order, token } = await placeUnpaidOrder(t, demo, nextPhone(), 'CLICK');
    const calls = click.requests.length + uzum.requests.length;
    const res = await reject(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toBeNull();
    expect(click.requests.length + uzum.requests.length).toBe(calls);
    expect((await orderOf(t, demo, token, order.id)).refund).toBeNull();
    expect(await refundEvents(order.id)).toEqual([]);
  });
});
