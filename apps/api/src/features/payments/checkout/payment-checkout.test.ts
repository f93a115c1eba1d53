import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from '../../../test-support/accounts.js';
import { type FakeServer, startFakeServer } from '../../../test-support/fake-http-server.js';
import {
  branchIds,
  MONDAY_NOON,
  menuOf,
  orderBody,
  plainProduct,
  postOrder,
} from '../../../test-support/orders.js';
import {
  basic,
  DEMO_CLICK,
  DEMO_PAYME,
  DEMO_UZUM,
  orderOf,
  placeUnpaidOrder,
} from '../../../test-support/payments.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

let t: TestApp;
let uzum: FakeServer;
let demo: string;
let lavash: string;
const nextPhone = phoneSequence('99898');
let uzumReplies: 'ok' | 'refuse' = 'ok';

beforeAll(async () => {
  uzum = await startFakeServer((req) =>
    uzumReplies === 'ok'
      ? {
          json: {
            errorCode: 0,
            result: {
              orderId: `5d0c1e9a-0000-4000-8000-${String(req.body && (req.body as { orderNumber: string }).orderNumber).padStart(12, '0')}`,
              paymentRedirectUrl: 'https://checkout.uzum.test/pay/abc',
            },
          },
        }
      : { status: 400, json: { errorCode: 2, message: 'Terminal blocked' } },
  );
  t = await createTestApp({ UZUM_CHECKOUT_URL: uzum.url }, { now: () => MONDAY_NOON });
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
});
afterAll(async () => {
  await t.close();
  await uzum.close();
});

function checkout(merchant: string, token: string, id: number, query = '') {
  return t.app.inject({
    url: `/api/payments/v2/checkout/${id}${query}`,
    headers: { ...asUser(merchant, token), host: 'demo.localhost:3000', 'accept-language': 'ru' },
  });
}

describe('GET /payments/v2/checkout/{id}', () => {
  it('gives the Payme checkout link: cashbox, order, amount in tiyin, language and the way back', async () => {
    const { order, token } = await placeUnpaidOrder(t, demo, nextPhone(), 'PAYME');
    const res = await checkout(demo, token, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const { url, provider, amount } = res.json().data;
    expect(provider).toBe('PAYME');
    expect(amount).toBe(order.totals.totalPrice);
    expect(url.startsWith('https://checkout.paycom.uz/')).toBe(true);
    const params = Buffer.from(url.slice('https://checkout.paycom.uz/'.length), 'base64').toString('utf8');
    expect(params.split(';')).toEqual([
      `m=${DEMO_PAYME.cashbox}`,
      `ac.order_id=${order.id}`,
      `a=${order.totals.totalPrice * 100}`,
      'l=ru',
      `c=http://demo.localhost:3000/profile/orders/${order.id}`,
    ]);
  });

  it('gives the Click pay link with the amount in so’m, and records a change of provider', async () => {
    const { order, token } = await placeUnpaidOrder(t, demo, nextPhone(), 'PAYME');
    const res = await checkout(demo, token, order.id, '?provider=CLICK&returnPath=/profile/orders');
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.url);
    expect(url.origin + url.pathname).toBe('https://my.click.uz/services/pay');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      service_id: DEMO_CLICK.serviceId,
      amount: `${order.totals.totalPrice}.00`,
      transaction_param: String(order.id),
      return_url: 'http://demo.localhost:3000/profile/orders',
    });
    const after = await orderOf(t, demo, token, order.id);
    expect(after.paymentType).toBe('CLICK');
    expect(after.history?.some((h) => h.type === 'CHANGE_PAYMENT_TYPE')).toBe(true);
  });

  it('registers an Uzum Checkout payment with the terminal’s headers, and its callback pays the order', async () => {
    const { order, token } = await placeUnpaidOrder(t, demo, nextPhone(), 'UZUM');
    const res = await checkout(demo, token, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toBe('https://checkout.uzum.test/pay/abc');
    const sent = uzum.requests.at(-1)!;
    expect(sent.path).toBe('/api/v1/payment/register');
    expect(sent.headers['x-terminal-id']).toBe('6f1c2a7e-4001-4a3b-9c1d-000000004001');
    expect(sent.headers['x-api-key']).toBe('0b7c9d2e-4001-4f5a-8b6c-00000000a001');
    expect(sent.headers['content-language']).toBe('ru-RU');
    expect(sent.headers['x-operation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toMatchObject({
      amount: order.totals.totalPrice * 100,
      currency: 860,
      orderNumber: String(order.id),
      viewType: 'REDIRECT',
      paymentParams: { payType: 'ONE_STEP' },
      successUrl: `http://demo.localhost:3000/profile/orders/${order.id}`,
    });

    const [registered] = await t.db
      .select()
      .from(tables.payments)
      .where(eq(tables.payments.orderId, order.id));
    const callback = (auth: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/v1/uzum-checkout/${demo}/callback`,
        headers: { authorization: auth, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const result = {
      orderId: registered!.providerTransactionId,
      orderNumber: String(order.id),
      operationState: 'SUCCESS',
      operationType: 'COMPLETE',
    };
    expect((await callback(basic('uzum', 'wrong'), result)).statusCode).toBe(401);
    expect(
      (await callback(basic(DEMO_UZUM.login, DEMO_UZUM.password), { ...result, orderId: 'forged' }))
        .statusCode,
    ).toBe(404);
    expect((await orderOf(t, demo, token, order.id)).isPaid).toBe(false);
    expect((await callback(basic(DEMO_UZUM.login, DEMO_UZUM.password), result)).statusCode).toBe(200);
    expect((await callback(basic(DEMO_UZUM.login, DEMO_UZUM.password), result)).statusCode).toBe(200);
    const paid = await orderOf(t, demo, token, order.id);
    expect(paid.isPaid).toBe(true);
    expect(paid.history?.filter((h) => h.type === 'PAID')).toHaveLength(1);
  });

  it('answers 503 when Uzum Checkout refuses, and leaves nothing behind', async () => {
    const { order, token } = await placeUnpaidOrder(t, demo, nextPhone(), 'UZUM');
    uzumReplies = 'refuse';
    try {
      const res = await checkout(demo, token, order.id);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(
        await t.db.select().from(tables.payments).where(eq(tables.payments.orderId, order.id)),
      ).toHaveLength(0);
    } finally {
      uzumReplies = 'ok';
    }
  });

  it('refuses another’s order, a paid or canceled one, cash, and a provider the tenant lacks', async () => {
    const mine = await placeUnpaidOrder(t, demo, nextPhone(), 'PAYME');
    const other = await placeUnpaidOrder(t, demo, nextPhone(), 'PAYME');
    expect((await checkout(demo, other.token, mine.order.id)).statusCode).toBe(404);
    const cash = await placeUnpaidOrder(t, demo, nextPhone(), 'CASH');
    expect((await checkout(demo, cash.token, cash.order.id)).json().error.code).toBe(
      'PAYMENT_TYPE_UNAVAILABLE',
    );
    await t.db.update(tables.orders).set({ isPaid: true }).where(eq(tables.orders.id, mine.order.id));
    expect((await checkout(demo, mine.token, mine.order.id)).json().error.code).toBe('ORDER_ALREADY_PAID');
    await t.db.update(tables.orders).set({ status: 'CANCELED' }).where(eq(tables.orders.id, other.order.id));
    expect((await checkout(demo, other.token, other.order.id)).json().error.code).toBe('ORDER_NOT_PAYABLE');
    // lavash takes Click by its switch but has no Click account set up: it is not offered.
    const theirs = await placeUnpaidOrder(t, lavash, nextPhone(), 'CASH');
    const res = await checkout(lavash, theirs.token, theirs.order.id, '?provider=CLICK');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message.ru.length).toBeGreaterThan(0);
    const bad = await checkout(demo, cash.token, cash.order.id, '?returnPath=//evil.example/x');
    expect(bad.statusCode).toBe(400);
  });
});

describe('payment types offered', () => {
  it('lists only what the tenant switches on and can actually take, per channel', async () => {
    const offered = async (merchant: string, channel = 'WEB') =>
      (
        await t.app.inject({ url: `/api/payments/v1/methods?channel=${channel}`, headers: { merchant } })
      ).json().data;
    expect(await offered(demo)).toEqual(['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM']);
    expect(await offered(lavash)).toEqual(['CASH', 'TERMINAL']);
    await t.db
      .update(tables.merchantPaymentSettings)
      .set({ botEnabled: false })
      .where(eq(tables.merchantPaymentSettings.type, 'PAYME'));
    t.app.deps.paymentTypesCache.clear();
    expect(await offered(demo, 'BOT')).toEqual(['CASH', 'TERMINAL', 'CLICK', 'UZUM']);
    expect(await offered(demo, 'WEB')).toContain('PAYME');
  });

  it('refuses an order paid with a type the tenant cannot take, and writes nothing', async () => {
    const { token } = await loginByPhone(t, lavash, nextPhone());
    const branch = Object.values(await branchIds(t, lavash))[0]!;
    const body = orderBody([{ product: plainProduct(await menuOf(t, lavash), branch) }], {
      branchId: branch,
      paymentType: 'CLICK',
    });
    const before = await t.db
      .select()
      .from(tables.orders)
      .where(eq(tables.orders.merchantId, Number(lavash)));
    const res = await postOrder(t, lavash, token, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'PAYMENT_TYPE_UNAVAILABLE', field: 'paymentType' });
    const after = await t.db
      .select()
      .from(tables.orders)
      .where(eq(tables.orders.merchantId, Number(lavash)));
    expect(after).toHaveLength(before.length);
  });
});
