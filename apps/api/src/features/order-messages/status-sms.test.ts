import { tables } from '@dastarkhan/db';
import { OrderDetailsSchema, ReceiptSchema } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { type FakeReply, startFakeServer } from '../../test-support/fake-http-server.js';
import { startFakeTelegram } from '../../test-support/fake-telegram.js';
import { orderWorld } from '../../test-support/order-world.js';
import { branchIds, menuOf, orderBody, plainProduct, postOrder } from '../../test-support/orders.js';
import { fanOutOrderEvent } from './fan-out-order-event.js';

// Status SMS and the receipt link (issue 18, decision 034), through the real outbox and job
// engine: the demo tenant's console gateway keeps texts in sms_outbox; lavash sends by Eskiz
// (a real HTTP fake) with its own sender name.

const TOKEN = '7000000001:demo-bot-token-for-local-tests';
const telegram = await startFakeTelegram({ tokens: [TOKEN] });
const eskizReplies = new Map<string, FakeReply>();
const eskiz = await startFakeServer((request) => {
  if (request.path === '/api/auth/login') return { json: { data: { token: 'eskiz-token' } } };
  const phone = (request.body as { mobile_phone?: string } | null)?.mobile_phone ?? '';
  return eskizReplies.get(phone) ?? { json: { id: 'sms-1', status: 'waiting' } };
});
const { t, demo, lavash, menu, chilonzor, operator } = await orderWorld({
  operator: true,
  jobs: true,
  env: { TELEGRAM_API_URL: telegram.url, DEMO_TELEGRAM_BOT_TOKEN: TOKEN, ESKIZ_BASE_URL: `${eskiz.url}/api` },
});
afterAll(async () => {
  await telegram.close();
  await eskiz.close();
});
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const lavashOperator = (await loginByPhone(t, lavash, '998900000002')).token;
const nextPhone = phoneSequence('99893');
const { outboxMessages, smsOutbox, users, orderEvents, orders, orderItems, payments } = tables;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 8_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value && !(Array.isArray(value) && value.length === 0)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const textsTo = (phone: string) =>
  t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(smsOutbox.id);
const smsRows = (orderId: number) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.channel, 'sms')))
    .orderBy(outboxMessages.id);

async function placeOrder(
  options: { merchant?: string; language?: string; telegramId?: number; extra?: object } = {},
) {
  const merchant = options.merchant ?? demo;
  const phone = nextPhone();
  const customer = await loginByPhone(t, merchant, phone);
  await t.db
    .update(users)
    .set({ language: options.language ?? 'uz', telegramId: options.telegramId ?? null })
    .where(eq(users.id, customer.user.id));
  const products = merchant === demo ? menu : await menuOf(t, merchant);
  const branch = merchant === demo ? chilonzor : Object.values(await branchIds(t, merchant))[0]!;
  const res = await postOrder(
    t,
    merchant,
    customer.token,
    orderBody([{ product: plainProduct(products, branch), count: 2 }], {
      branchId: branch,
      serviceType: 'PICK_UP',
      extra: options.extra,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { phone, order: OrderDetailsSchema.parse(res.json().data) };
}

async function move(id: number, status: string, merchant = demo, token = operator) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/v1/operator/orders/${id}/status`,
    headers: asUser(merchant, token),
    payload:
      status === 'ACCEPTED'
        ? { status, prepMinutes: 25 }
        : status === 'CANCELED'
          ? { status, reason: 'Out of rice' }
          : { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const lastEventTo = async (orderId: number, status: string) =>
  (
    await t.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, status)))
  ).at(-1)!.id;

async function chooseStatuses(enabled: string[], templates: Record<string, Record<string, string>> = {}) {
  const current = (
    await t.app.inject({ url: '/api/users/v1/operator/settings/status-sms', headers: asUser(demo, owner) })
  ).json().data;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/operator/settings/status-sms',
    headers: asUser(demo, owner),
    payload: {
      enabled,
      templates: Object.fromEntries(
        Object.entries(current.templates).map(([status, texts]) => [
          status,
          { ...(texts as object), ...templates[status] },
        ]),
      ),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('status SMS', () => {
  it('texts a customer without Telegram when staff accept, by default, in their language', async () => {
    const { phone, order } = await placeOrder({ language: 'ru' });
    await move(order.id, 'ACCEPTED');
    const [text] = await until('the accepted SMS', () =>
      textsTo(phone).then((r) => r.filter((x) => x.text.includes('№'))),
    );
    expect(text!.text).toContain(`заказ №${order.number} принят`);
    expect(text!.text).toMatch(/Ожидаемое время: \d\d\.\d\d \d\d:\d\d/);
    expect(text!.text).toContain(`/profile/orders/${order.id}`);
    const [row] = await until('the message marked sent', async () =>
      (await smsRows(order.id)).filter((r) => r.state === 'sent'),
    );
    expect(row).toMatchObject({
      key: `order-event:${await lastEventTo(order.id, 'ACCEPTED')}:sms`,
      attempts: 1,
    });
  });

  it('texts nothing for a status the tenant did not choose, and nothing to a customer who came through the bot', async () => {
    const { order } = await placeOrder();
    await move(order.id, 'ACCEPTED');
    await move(order.id, 'COOKING');
    await fanOutOrderEvent(t.app, Number(demo), await lastEventTo(order.id, 'COOKING'));
    const viaBot = await placeOrder({ telegramId: 600_000_001 });
    await move(viaBot.order.id, 'ACCEPTED');
    await fanOutOrderEvent(t.app, Number(demo), await lastEventTo(viaBot.order.id, 'ACCEPTED'));
    await until('the accepted SMS', () => smsRows(order.id));
    expect((await smsRows(order.id)).map((r) => r.key)).toEqual([
      `order-event:${await lastEventTo(order.id, 'ACCEPTED')}:sms`,
    ]);
    expect(await smsRows(viaBot.order.id)).toEqual([]);
  });

  it("sends the tenant's own text for the statuses it chose, and adds nothing on a replay", async () => {
    await chooseStatuses(['DONE'], { DONE: { eng: '{brand}: #{number} is ready at the counter' } });
    try {
      const { phone, order } = await placeOrder({ language: 'eng' });
      await move(order.id, 'ACCEPTED');
      await move(order.id, 'COOKING');
      await move(order.id, 'DONE');
      const [text] = await until('the ready SMS', () =>
        textsTo(phone).then((r) => r.filter((x) => x.text.includes('ready'))),
      );
      expect(text!.text).toBe(`Dastarkhan Demo: #${order.number} is ready at the counter`);
      await fanOutOrderEvent(t.app, Number(demo), await lastEventTo(order.id, 'DONE'));
      expect((await smsRows(order.id)).map((r) => r.topic)).toEqual(['order-status']);
    } finally {
      await chooseStatuses(['ACCEPTED', 'CANCELED']);
    }
  });

  it("goes out through the tenant's Eskiz account with its sender name; a rejected number is dead at once, a 5xx tried again", async () => {
    const ok = await placeOrder({ merchant: lavash, language: 'eng' });
    const refused = await placeOrder({ merchant: lavash });
    const failing = await placeOrder({ merchant: lavash });
    eskizReplies.set(refused.phone, { status: 400, json: { status: 'error', message: 'Invalid phone' } });
    eskizReplies.set(failing.phone, { status: 502, text: 'Bad gateway' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/v1/operator/settings',
      headers: asUser(lavash, lavashOwner),
      payload: {
        credentials: { sms: { gateway: 'ESKIZ', login: 'shop@lavash.uz', password: 'pw', sender: 'LAVASH' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await move(ok.order.id, 'ACCEPTED', lavash, lavashOperator);
    await move(refused.order.id, 'ACCEPTED', lavash, lavashOperator);
    await move(failing.order.id, 'ACCEPTED', lavash, lavashOperator);
    const send = await until('the text at Eskiz', () =>
      eskiz.requests.find((r) => (r.body as { mobile_phone?: string })?.mobile_phone === ok.phone),
    );
    expect(send.headers.authorization).toBe('Bearer eskiz-token');
    expect(send.body).toMatchObject({ from: 'LAVASH' });
    expect((send.body as { message: string }).message).toMatch(
      new RegExp(
        `order #${ok.order.number} is accepted\\. Expected at .+ https?://\\S+/profile/orders/${ok.order.id}$`,
      ),
    );
    const [dead] = await until('the refused text dead', async () =>
      (await smsRows(refused.order.id)).filter((r) => r.state === 'dead'),
    );
    expect(dead).toMatchObject({ attempts: 1, lastReason: 'rejected' });
    expect(dead!.lastError).toContain('Invalid phone');
    const [later] = await until('the failed text waiting for another try', async () =>
      (await smsRows(failing.order.id)).filter((r) => r.attempts === 1),
    );
    expect(later).toMatchObject({ state: 'pending', lastReason: 'server' });
    expect(later!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the receipt', () => {
  it('texts the receipt link when the order ends, once, and the link opens its receipt', async () => {
    const chequePhone = nextPhone();
    const { order } = await placeOrder({ extra: { sendCheque: true, sendChequePhone: chequePhone } });
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await t.db.update(orderItems).set({ mxicCode: '10202001001000000' }).where(eq(orderItems.id, line!.id));
    await t.db.insert(payments).values({
      merchantId: Number(demo),
      orderId: order.id,
      provider: 'PAYME',
      providerTransactionId: '5e730e8e0b852a417aa49ceb',
      amount: order.totals.totalPrice * 100,
      state: 2,
      performTime: new Date('2026-11-23T07:05:00Z'),
    });
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'DELIVERED', 'CLOSED']) await move(order.id, status);
    const [text] = await until('the receipt SMS', () => textsTo(chequePhone));
    const token = /\/receipt\/([A-Za-z0-9_-]+)$/.exec(text!.text)?.[1];
    expect(text!.text).toContain(`buyurtma #${order.number} cheki`);
    expect(token).toHaveLength(24);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.receiptToken).toBe(token);

    // DELIVERED and then CLOSED, and the fan-out replayed: still one text, the same token.
    await fanOutOrderEvent(t.app, Number(demo), await lastEventTo(order.id, 'DELIVERED'));
    await fanOutOrderEvent(t.app, Number(demo), await lastEventTo(order.id, 'CLOSED'));
    const receipts = (await smsRows(order.id)).filter((r) => r.topic === 'receipt');
    expect(receipts.map((r) => r.key)).toEqual([`receipt:${order.id}`]);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.receiptToken).toBe(token);
    expect(await textsTo(chequePhone)).toHaveLength(1);

    const res = await t.app.inject({ url: `/api/orders/v1/receipts/${token}`, headers: { merchant: demo } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const receipt = ReceiptSchema.parse(res.json().data);
    expect(receipt).toMatchObject({
      number: order.number,
      serviceType: 'PICK_UP',
      totals: { total: order.totals.totalPrice },
      payment: {
        type: 'CASH',
        transactions: [
          {
            provider: 'PAYME',
            transactionId: '5e730e8e0b852a417aa49ceb',
            paidAt: '2026-11-23T07:05:00.000Z',
          },
        ],
      },
    });
    expect(receipt.items).toHaveLength(1);
    expect(receipt.items[0]).toMatchObject({ count: 2, mxik: '10202001001000000' });
    expect(receipt.completedAt).not.toBeNull();
    // The branch's address in each language (the page shows the one of its language).
    expect(receipt.branch.addressText?.ru).toMatch(/[А-Яа-я]/);
    expect(receipt.branch.addressText?.eng).not.toMatch(/[А-Яа-я]/);
    expect(JSON.stringify(receipt)).not.toContain(chequePhone);
  });

  it('answers 404 for a wrong or malformed token, and for the token at another tenant', async () => {
    const { order } = await placeOrder({ extra: { sendCheque: true } });
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) await move(order.id, status);
    const [{ receiptToken: token }] = (await until('the token', () =>
      t.db
        .select({ receiptToken: orders.receiptToken })
        .from(orders)
        .where(eq(orders.id, order.id))
        .then((r) => (r[0]?.receiptToken ? r : undefined)),
    )) as [{ receiptToken: string }];
    const get = (value: string, merchant = demo) =>
      t.app.inject({ url: `/api/orders/v1/receipts/${encodeURIComponent(value)}`, headers: { merchant } });
    expect((await get(token)).statusCode).toBe(200);
    expectError(await get(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), 404, 'ORDER_NOT_FOUND');
    expectError(await get('not a token'), 404, 'ORDER_NOT_FOUND');
    expectError(await get('x'.repeat(80)), 404, 'ORDER_NOT_FOUND');
    expect((await get('x'.repeat(300))).statusCode).toBe(404);
    expectError(await get(token, lavash), 404, 'ORDER_NOT_FOUND');
  });

  it('sends no receipt to an order without the box ticked, nor to a cancelled one', async () => {
    const plain = await placeOrder();
    const cancelled = await placeOrder({ extra: { sendCheque: true, sendChequePhone: nextPhone() } });
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) await move(plain.order.id, status);
    await move(cancelled.order.id, 'CANCELED');
    await fanOutOrderEvent(t.app, Number(demo), await lastEventTo(plain.order.id, 'CLOSED'));
    await fanOutOrderEvent(t.app, Number(demo), await lastEventTo(cancelled.order.id, 'CANCELED'));
    expect((await smsRows(plain.order.id)).filter((r) => r.topic === 'receipt')).toEqual([]);
    expect((await smsRows(cancelled.order.id)).filter((r) => r.topic === 'receipt')).toEqual([]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, plain.order.id));
    expect(row!.receiptToken).toBeNull();
  });
});
