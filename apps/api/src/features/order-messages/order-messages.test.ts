import { DEMO_STAFF_CHAT_ID, tables } from '@dastarkhan/db';
import { OrderDetailsSchema } from '@dastarkhan/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { startFakeTelegram, telegramReplies } from '../../test-support/fake-telegram.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';
import { retryDeadMessage } from '../outbox/index.js';
import { fanOutOrderEvent } from './fan-out-order-event.js';

// Order events become Telegram messages through the outbox and the job engine (issue 18): the
// staff group hears of new and cancelled orders, a customer who came through the bot hears of
// each status; 429 waits as asked, 403 stops; a replayed fan-out adds nothing.

const TOKEN = '7000000001:demo-bot-token-for-local-tests';
const blockedChats = new Set<number>();
const slowChats = new Set<number>();
const fake = await startFakeTelegram({
  tokens: [TOKEN],
  script: (call) => {
    const chat = call.params.chat_id as number;
    if (call.method !== 'sendMessage') return undefined;
    if (blockedChats.has(chat)) return telegramReplies.blocked();
    if (slowChats.has(chat)) return telegramReplies.tooManyRequests(40);
    return undefined;
  },
});
const { t, demo, menu, chilonzor, operator } = await orderWorld({
  operator: true,
  jobs: true,
  env: { TELEGRAM_API_URL: fake.url, DEMO_TELEGRAM_BOT_TOKEN: TOKEN },
});
afterAll(() => fake.close());
const merchantId = Number(demo);
const nextPhone = phoneSequence('99895');
const { outboxMessages, users } = tables;

async function placeOrder(telegramId?: number) {
  const customer = await loginByPhone(t, demo, nextPhone());
  if (telegramId) await t.db.update(users).set({ telegramId }).where(eq(users.id, customer.user.id));
  const res = await postOrder(
    t,
    demo,
    customer.token,
    orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor, serviceType: 'PICK_UP' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { customer, order: OrderDetailsSchema.parse(res.json().data) };
}

const move = (id: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/v1/operator/orders/${id}/status`,
    headers: asUser(demo, operator),
    payload,
  });

const messagesTo = (chatId: number | string) =>
  fake.of('sendMessage').filter((c) => String(c.params.chat_id) === String(chatId));

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 8_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value && !(Array.isArray(value) && value.length === 0)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rowsOf = (orderId: number) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId)).orderBy(outboxMessages.id);

describe('the staff group', () => {
  it('gets a new order with its items, total, service and payment, and a button to the console', async () => {
    const { order } = await placeOrder();
    const call = await until('the staff message', () =>
      messagesTo(DEMO_STAFF_CHAT_ID).find((c) => String(c.params.text).includes(`#${order.number}`)),
    );
    const text = String(call.params.text);
    expect(call.token).toBe(TOKEN);
    expect(call.params.parse_mode).toBe('HTML');
    expect(text).toContain(`${plainProduct(menu, chilonzor).name.uz} × 1`);
    expect(text).toMatch(/Olib ketish|Pick-up|Самовывоз/);
    expect(text).toMatch(/Naqd|Cash|Наличные/);
    const button = (call.params.reply_markup as { inline_keyboard: { url: string }[][] })
      .inline_keyboard[0]![0]!;
    expect(button.url).toMatch(/\/console\/orders$/);
    const [row] = await until('the message marked sent', async () =>
      (await rowsOf(order.id)).filter((r) => r.topic === 'staff-new-order' && r.state === 'sent'),
    );
    expect(row).toMatchObject({ attempts: 1, channel: 'telegram' });
  });

  it('hears of a cancellation with its reason', async () => {
    const { order } = await placeOrder();
    expect((await move(order.id, { status: 'CANCELED', reason: 'Out of rice' })).statusCode).toBe(200);
    const call = await until('the cancel message', () =>
      messagesTo(DEMO_STAFF_CHAT_ID).find(
        (c) =>
          String(c.params.text).includes(`#${order.number}`) && String(c.params.text).includes('Out of rice'),
      ),
    );
    expect(String(call.params.text)).toMatch(/bekor qilindi|cancelled|отменён/);
  });
});

describe('a customer who came through the bot', () => {
  it('gets each status change with the order number, the promised time and a button to the order', async () => {
    const chat = 500_000_001;
    const { order } = await placeOrder(chat);
    expect((await move(order.id, { status: 'ACCEPTED', prepMinutes: 25 })).statusCode).toBe(200);
    const accepted = await until('the accepted message', () =>
      messagesTo(chat).find((c) => /Qabul qilindi|Accepted|Принят/i.test(String(c.params.text))),
    );
    expect(String(accepted.params.text)).toContain(`#${order.number}`);
    expect(String(accepted.params.text)).toMatch(/Taxminiy vaqt|Expected at|Ожидаемое время/);
    const button = (accepted.params.reply_markup as { inline_keyboard: { url?: string }[][] })
      .inline_keyboard[0]![0]!;
    expect(JSON.stringify(button)).toContain(`/profile/orders/${order.id}`);
    // The new-order message went to the customer too (status OPEN), once.
    await until('both messages', () => messagesTo(chat).length >= 2 || undefined);
    expect(messagesTo(chat)).toHaveLength(2);
  });

  it('is not written to again after answering 403: the message is dead with the reason, the account marked', async () => {
    const chat = 500_000_002;
    blockedChats.add(chat);
    const { order, customer } = await placeOrder(chat);
    const [dead] = await until('the dead message', async () =>
      (await rowsOf(order.id)).filter((r) => r.channel === 'telegram' && r.state === 'dead'),
    );
    expect(dead).toMatchObject({ lastReason: 'blocked', attempts: 1, topic: 'order-status' });
    expect(dead!.lastError).toMatch(/blocked/);
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(user!.telegramBlockedAt).not.toBeNull();
    const before = messagesTo(chat).length;
    expect((await move(order.id, { status: 'ACCEPTED' })).statusCode).toBe(200);
    await until(
      'the accept fanned out',
      async () =>
        (await rowsOf(order.id)).some((r) => r.topic === 'staff-new-order' && r.state === 'sent') ||
        undefined,
    );
    // Give the accept's fan-out a moment: no Telegram message for this chat may follow.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(messagesTo(chat).length).toBe(before);
    expect(
      (await rowsOf(order.id)).filter((r) => r.channel === 'telegram' && r.topic === 'order-status'),
    ).toHaveLength(1);
  });

  it('waits as long as a 429 asks before the next try', async () => {
    const chat = 500_000_003;
    slowChats.add(chat);
    const { order } = await placeOrder(chat);
    const [row] = await until('the postponed message', async () =>
      (await rowsOf(order.id)).filter((r) => r.topic === 'order-status' && r.attempts === 1),
    );
    expect(row).toMatchObject({ state: 'pending', lastReason: 'rate_limited' });
    const waitMs = row!.nextAttemptAt!.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(35_000);
    const jobs = (await t.db.execute(
      sql`select run_at from work_queue where queue = 'deliver' and data ->> 'id' = ${String(row!.id)} and attempts = 0`,
    )) as unknown as { rows: Array<{ run_at: string }> };
    const startAfter = new Date(jobs.rows[0]!.run_at).getTime();
    expect(Math.abs(startAfter - row!.nextAttemptAt!.getTime())).toBeLessThan(1_000);
  });
});

describe('the outbox', () => {
  it('adds nothing when an event is fanned out again', async () => {
    const { order } = await placeOrder(500_000_004);
    await until('the first messages', async () => ((await rowsOf(order.id)).length >= 2 ? true : undefined));
    const before = (await rowsOf(order.id)).length;
    const [event] = await t.db
      .select({ id: tables.orderEvents.id })
      .from(tables.orderEvents)
      .where(eq(tables.orderEvents.orderId, order.id));
    await fanOutOrderEvent(t.app, merchantId, event!.id);
    await fanOutOrderEvent(t.app, merchantId, event!.id);
    expect(await rowsOf(order.id)).toHaveLength(before);
  });

  it('lets the OWNER retry a dead message, which then goes out', async () => {
    const chat = 500_000_005;
    blockedChats.add(chat);
    const { order } = await placeOrder(chat);
    const [dead] = await until('the dead message', async () =>
      (await rowsOf(order.id)).filter((r) => r.state === 'dead'),
    );
    blockedChats.delete(chat);
    // The person wrote to the bot again (the webhook clears the mark).
    await t.db.update(users).set({ telegramBlockedAt: null }).where(eq(users.telegramId, chat));
    expect(await t.db.transaction((tx) => retryDeadMessage(tx, merchantId, dead!.id))).toBe(true);
    expect(await t.db.transaction((tx) => retryDeadMessage(tx, merchantId + 1, dead!.id))).toBe(false);
    const [sent] = await until(
      'the retried message sent',
      async () =>
        await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.id, dead!.id), eq(outboxMessages.state, 'sent'))),
    );
    expect(sent!.attempts).toBe(1);
    expect(messagesTo(chat)).toHaveLength(2);
  });
});
