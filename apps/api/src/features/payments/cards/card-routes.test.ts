import type { AddressInfo } from 'node:net';
import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, phoneSequence } from '../../../test-support/accounts.js';
import { deadServerUrl } from '../../../test-support/fake-http-server.js';
import {
  FAKE_SMS_CODE,
  type FakePaymeSubscribe,
  startFakePaymeSubscribe,
} from '../../../test-support/fake-payme-subscribe.js';
import { MONDAY_NOON } from '../../../test-support/orders.js';
import { DEMO_PAYME, orderOf, placeUnpaidOrder } from '../../../test-support/payments.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

let t: TestApp;
let payme: FakePaymeSubscribe;
let demo: string;
let lavash: string;
const callbacks: Record<string, string> = {};
const nextPhone = phoneSequence('99899');

beforeAll(async () => {
  payme = await startFakePaymeSubscribe({ callbacks });
  t = await createTestApp({ PAYME_SUBSCRIBE_URL: payme.url }, { now: () => MONDAY_NOON });
  // Payme calls the Merchant API over real HTTP while a receipt is paid.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
  callbacks[DEMO_PAYME.cashbox] = `http://127.0.0.1:${port}/api/payments/v1/payme/${demo}`;
});
afterAll(async () => {
  await t.close();
  await payme.close();
});

const send = (merchant: string, token: string, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: asUser(merchant, token),
    ...(payload ? { payload } : {}),
  });

async function confirmedCard(token: string, number = '8600 0691 9540 6311') {
  const added = await send(demo, token, 'POST', '/api/payments/v1/cards', {
    number,
    expire: '03/99',
    name: 'Oylik',
  });
  expect(added.statusCode, added.body).toBe(201);
  const { card } = added.json().data;
  const verified = await send(demo, token, 'POST', `/api/payments/v1/cards/${card.id}/verify`, {
    code: FAKE_SMS_CODE,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data as { id: number; number: string };
}

describe('saved cards', () => {
  it('adds a card through Payme with an SMS code, keeping only the token and the masked number', async () => {
    const { token } = await placeUnpaidOrder(t, demo, nextPhone());
    const added = await send(demo, token, 'POST', '/api/payments/v1/cards', {
      number: '8600 0691 9540 6311',
      expire: '03/99',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      card: { number: '860006******6311', expire: '03/99', isVerified: false, cvv: null },
      phone: '99890*****31',
      wait: 60,
    });
    const create = payme.calls.find((c) => c.method === 'cards.create')!;
    expect(create.params).toEqual({ card: { number: '8600069195406311', expire: '0399' }, save: true });
    expect(create.auth, 'front-end card methods send the cashbox id only').toBe(DEMO_PAYME.cashbox);

    // Not listed until confirmed; a wrong code is refused.
    expect((await send(demo, token, 'GET', '/api/payments/v1/cards')).json().data).toEqual([]);
    const id = added.json().data.card.id;
    const wrong = await send(demo, token, 'POST', `/api/payments/v1/cards/${id}/verify`, { code: '111111' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('CARD_CODE_WRONG');
    expect((await send(demo, token, 'POST', `/api/payments/v1/cards/${id}/resend`)).json().data.phone).toBe(
      '99890*****31',
    );
    const ok = await send(demo, token, 'POST', `/api/payments/v1/cards/${id}/verify`, {
      code: FAKE_SMS_CODE,
    });
    expect(ok.json().data.isVerified).toBe(true);
    expect((await send(demo, token, 'GET', '/api/payments/v1/cards')).json().data).toHaveLength(1);

    const [row] = await t.db.select().from(tables.cards).where(eq(tables.cards.id, id));
    expect(JSON.stringify(row)).not.toContain('8600069195406311');
  });

  it('refuses a card Payme does not accept, a malformed number, and tenants without saved cards', async () => {
    const { token } = await placeUnpaidOrder(t, demo, nextPhone());
    const refused = await send(demo, token, 'POST', '/api/payments/v1/cards', {
      number: '8600 1111 2222 3333',
      expire: '03/99',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('CARD_INVALID');
    expect(
      (await send(demo, token, 'POST', '/api/payments/v1/cards', { number: '8600', expire: '13/99' }))
        .statusCode,
    ).toBe(400);
    const theirs = await placeUnpaidOrder(t, lavash, nextPhone(), 'CASH');
    const off = await send(lavash, theirs.token, 'GET', '/api/payments/v1/cards');
    expect([off.statusCode, off.json().error.code]).toEqual([403, 'CARDS_UNAVAILABLE']);
  });

  it('pays an order with a saved card: Payme settles it through the Merchant API, once', async () => {
    const { token, order } = await placeUnpaidOrder(t, demo, nextPhone(), 'CASH');
    const card = await confirmedCard(token);
    const res = await send(demo, token, 'POST', `/api/payments/v1/cards/${card.id}/pay`, {
      orderId: order.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ isPaid: true, paymentType: 'PAYME' });
    const receipt = payme.calls.filter((c) => c.method === 'receipts.create').at(-1)!;
    expect(receipt.params).toEqual({
      amount: order.totals.totalPrice * 100,
      account: { order_id: String(order.id) },
    });
    expect(receipt.auth).toBe(`${DEMO_PAYME.cashbox}:${DEMO_PAYME.key}`);
    const again = await send(demo, token, 'POST', `/api/payments/v1/cards/${card.id}/pay`, {
      orderId: order.id,
    });
    expect(again.json().error.code).toBe('ORDER_ALREADY_PAID');
    expect((await orderOf(t, demo, token, order.id)).history?.filter((h) => h.type === 'PAID')).toHaveLength(
      1,
    );
  });

  it('reports a declined card, and leaves the order unpaid', async () => {
    const { token, order } = await placeUnpaidOrder(t, demo, nextPhone());
    const card = await confirmedCard(token, '8600 0000 0000 0002');
    const res = await send(demo, token, 'POST', `/api/payments/v1/cards/${card.id}/pay`, {
      orderId: order.id,
    });
    expect([res.statusCode, res.json().error.code]).toEqual([422, 'CARD_PAYMENT_FAILED']);
    expect((await orderOf(t, demo, token, order.id)).isPaid).toBe(false);
  });

  it('keeps cards to their owner and deletes them', async () => {
    const owner = await placeUnpaidOrder(t, demo, nextPhone());
    const stranger = await placeUnpaidOrder(t, demo, nextPhone());
    const card = await confirmedCard(owner.token);
    const theirs = await send(demo, stranger.token, 'POST', `/api/payments/v1/cards/${card.id}/pay`, {
      orderId: stranger.order.id,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await send(demo, stranger.token, 'DELETE', `/api/payments/v1/cards/${card.id}`)).statusCode).toBe(
      404,
    );
    const own = await send(demo, owner.token, 'POST', `/api/payments/v1/cards/${card.id}/pay`, {
      orderId: stranger.order.id,
    });
    expect(own.statusCode, 'another’s order').toBe(404);
    expect((await send(demo, owner.token, 'DELETE', `/api/payments/v1/cards/${card.id}`)).statusCode).toBe(
      200,
    );
    expect((await send(demo, owner.token, 'GET', '/api/payments/v1/cards')).json().data).toEqual([]);
    expect(payme.calls.at(-1)).toMatchObject({ method: 'cards.remove' });
  });
});

describe('when Payme cannot be reached', () => {
  it('answers 503 with a localised message and stores nothing', async () => {
    const down = await createTestApp(
      { PAYME_SUBSCRIBE_URL: await deadServerUrl() },
      { now: () => MONDAY_NOON },
    );
    try {
      const { token } = await placeUnpaidOrder(down, demo, nextPhone());
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/payments/v1/cards',
        headers: asUser(demo, token),
        payload: { number: '8600069195406311', expire: '0399' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: { uz: expect.any(String) },
      });
      expect(await down.db.select().from(tables.cards)).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
