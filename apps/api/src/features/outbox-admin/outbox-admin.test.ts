import { DEMO_STAFF_CHAT_ID, tables } from '@dastarkhan/db';
import { OrderDetailsSchema, type OutboxMessageView, type OutboxPage } from '@dastarkhan/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { startFakeTelegram, telegramReplies } from '../../test-support/fake-telegram.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';
import { recipientOf } from './outbox-view.js';

// The OWNER's outbox (issue 18, decision 035): dead messages with their reason, waiting and sent
// ones, a retry — and nobody else's. Dead messages are made the real way: the fake Telegram
// answers 403 for a chat, the worker gives up on it.

const TOKEN = '7000000001:demo-bot-token-for-local-tests';
const blockedChats = new Set<string>();
const fake = await startFakeTelegram({
  tokens: [TOKEN],
  script: (call) =>
    call.method === 'sendMessage' && blockedChats.has(String(call.params.chat_id))
      ? telegramReplies.blocked(
          String(call.params.chat_id).startsWith('-')
            ? 'Forbidden: bot was kicked from the supergroup chat'
            : undefined,
        )
      : undefined,
});
const { t, demo, lavash, menu, chilonzor, operator } = await orderWorld({
  operator: true,
  jobs: true,
  env: { TELEGRAM_API_URL: fake.url, DEMO_TELEGRAM_BOT_TOKEN: TOKEN },
});
afterAll(() => fake.close());
const { outboxMessages, users, auditLog } = tables;
const nextPhone = phoneSequence('99893');

const owner = (await loginByPhone(t, demo, '998900000003')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const kitchen = (await loginByPhone(t, demo, '998900000004')).token;
const courier = (await loginByPhone(t, demo, '998900000011')).token;
const customerToken = (await loginByPhone(t, demo, nextPhone())).token;
const managerPhone = nextPhone();
{
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/users/v1/operator/staff',
    headers: asUser(demo, owner),
    payload: { phone: managerPhone, role: 'MANAGER', branchIds: null },
  });
  expect(added.statusCode, added.body).toBe(201);
}
const manager = (await loginByPhone(t, demo, managerPhone)).token;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 8_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function placeOrder(telegramId: number) {
  const customer = await loginByPhone(t, demo, nextPhone());
  await t.db.update(users).set({ telegramId }).where(eq(users.id, customer.user.id));
  const res = await postOrder(
    t,
    demo,
    customer.token,
    orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor, serviceType: 'PICK_UP' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return OrderDetailsSchema.parse(res.json().data);
}

const list = (token: string, query = '', merchant = demo) =>
  t.app.inject({ url: `/api/users/v1/operator/outbox${query}`, headers: asUser(merchant, token) });
const retry = (token: string, id: number, merchant = demo) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/v1/operator/outbox/${id}/retry`,
    headers: asUser(merchant, token),
  });
const pageOf = async (query = '', token = owner, merchant = demo): Promise<OutboxPage> => {
  const res = await list(token, query, merchant);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const deadOf = async (orderId: number) =>
  (await pageOf('?state=dead&size=100')).content.filter((m) => m.order?.id === orderId);

/** An order whose customer blocked the bot: its status message dies on the first try. */
async function deadCustomerMessage(chat: number) {
  blockedChats.add(String(chat));
  const order = await placeOrder(chat);
  const [dead] = await until('the dead message', async () => {
    const rows = await deadOf(order.id);
    return rows.length ? rows : undefined;
  });
  return { order, dead: dead as OutboxMessageView };
}

describe('the list of messages', () => {
  it('shows a dead message with its order, who it was for, the reason and Telegram’s words', async () => {
    const { order, dead } = await deadCustomerMessage(510_000_001);
    expect(dead).toMatchObject({
      channel: 'telegram',
      topic: 'order-status',
      order: { id: order.id, number: order.number },
      recipient: { kind: 'customer', masked: null },
      state: 'dead',
      attempts: 1,
      lastReason: 'blocked',
      nextAttemptAt: null,
    });
    expect(dead.lastError).toMatch(/blocked by the user/);
    expect(dead.deadAt).not.toBeNull();
    // The chat id is nowhere in the answer.
    expect(JSON.stringify(await pageOf())).not.toContain('510000001');
  });

  it('lists sent messages on asking, newest first, and counts every state', async () => {
    const order = await placeOrder(510_000_002);
    await until('the staff message sent', async () =>
      (await pageOf('?state=sent&size=100')).content.find(
        (m) => m.order?.id === order.id && m.topic === 'staff-new-order',
      ),
    );
    const sent = await pageOf('?state=sent&size=100');
    const staff = sent.content.find((m) => m.order?.id === order.id && m.topic === 'staff-new-order')!;
    expect(staff).toMatchObject({ recipient: { kind: 'staff-group' }, state: 'sent', lastReason: null });
    expect(staff.sentAt).not.toBeNull();
    const ids = sent.content.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(sent.totalElements).toBe(sent.counts.sent);
    const rows = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.merchantId, Number(demo)));
    for (const state of ['dead', 'pending', 'sent', 'skipped'] as const)
      expect(sent.counts[state], state).toBe(rows.filter((r) => r.state === state).length);
    const counts = await t.app.inject({
      url: '/api/users/v1/operator/outbox/counts',
      headers: asUser(demo, owner),
    });
    expect(counts.json().data.dead).toBe(sent.counts.dead);
  });

  it('pages: size and page pick the slice', async () => {
    const all = await pageOf('?state=sent&size=100');
    const second = await pageOf('?state=sent&size=1&page=1');
    expect(second.content.map((m) => m.id)).toEqual([all.content[1]!.id]);
    expect(second.totalPages).toBe(all.counts.sent);
  });

  it('refuses a state it does not know with a localised 400', async () => {
    expectError(await list(owner, '?state=lost'), 400, 'VALIDATION_FAILED');
    expectError(await list(owner, '?size=1000'), 400, 'VALIDATION_FAILED');
  });

  it('keeps each tenant to its own: lavash’s owner sees none of demo’s messages', async () => {
    const lavashPage = await pageOf('?state=sent&size=100', lavashOwner, lavash);
    const demoIds = new Set(
      (
        await t.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.merchantId, Number(demo)))
      ).map((r) => r.id),
    );
    expect(lavashPage.content.filter((m) => demoIds.has(m.id))).toEqual([]);
  });

  it('shows a recipient safely: a masked phone for an SMS, "browser" for a push', () => {
    expect(recipientOf('sms', { phone: '998901234512' })).toEqual({
      kind: 'phone',
      masked: '+998 90 ••• •• 12',
    });
    expect(recipientOf('push', { endpoint: 'https://push.example/abc' })).toEqual({
      kind: 'browser',
      masked: null,
    });
    expect(recipientOf('telegram', { to: 'staff-group' }).kind).toBe('staff-group');
  });
});

describe('retrying a dead message', () => {
  it('sends it again once the cause is gone, and writes who retried it to the audit log', async () => {
    const chat = 510_000_003;
    const { dead } = await deadCustomerMessage(chat);
    blockedChats.delete(String(chat));
    await t.db.update(users).set({ telegramBlockedAt: null }).where(eq(users.telegramId, chat));
    const res = await retry(owner, dead.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: dead.id, attempts: 0, deadAt: null });
    expect(['pending', 'sent']).toContain(res.json().data.state);
    await until('the retried message sent', async () =>
      (await pageOf('?state=sent&size=100')).content.find((m) => m.id === dead.id),
    );
    expect((await deadOf(dead.order!.id)).map((m) => m.id)).not.toContain(dead.id);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'message'), eq(auditLog.entityId, String(dead.id))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'retry', merchantId: Number(demo) });
    expect(entry!.before).toEqual({ state: 'dead', attempts: 1 });
    expect(entry!.after).toEqual({ state: 'pending', attempts: 0 });
  });

  it('refuses a message that is not dead with 409 and changes nothing', async () => {
    const [sent] = (await pageOf('?state=sent&size=1')).content;
    const error = expectError(await retry(owner, sent!.id), 409, 'MESSAGE_NOT_DEAD');
    expect(error.message).toMatchObject({ eng: expect.stringMatching(/not among the undelivered/) });
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, sent!.id));
    expect(row!.state).toBe('sent');
  });

  it('answers 404 for a message that is not there', async () => {
    expectError(await retry(owner, 99_999_999), 404, 'MESSAGE_NOT_FOUND');
  });
});

describe('who may see and retry messages', () => {
  const dead = deadCustomerMessage(510_000_004).then((r) => r.dead);

  it.each([
    ['a MANAGER', () => manager, 'FORBIDDEN'],
    ['an OPERATOR', () => operator, 'FORBIDDEN'],
    ['the KITCHEN', () => kitchen, 'FORBIDDEN'],
    ['a COURIER', () => courier, 'FORBIDDEN'],
    ['a customer', () => customerToken, 'NOT_STAFF'],
  ])('refuses %s with 403, listing or retrying', async (_who, token, code) => {
    const { id } = await dead;
    expectError(await list(token()), 403, code);
    expectError(
      await t.app.inject({ url: '/api/users/v1/operator/outbox/counts', headers: asUser(demo, token()) }),
      403,
      code,
    );
    expectError(await retry(token(), id), 403, code);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row!.state).toBe('dead');
  });

  it('answers 404 to another tenant’s OWNER retrying the id, and leaves it dead', async () => {
    const { id } = await dead;
    expectError(await retry(lavashOwner, id, lavash), 404, 'MESSAGE_NOT_FOUND');
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row!.state).toBe('dead');
  });

  it('refuses a call without a session (401) and an owner’s token at another tenant', async () => {
    const { id } = await dead;
    expect(
      (await t.app.inject({ url: '/api/users/v1/operator/outbox', headers: { merchant: demo } })).statusCode,
    ).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/users/v1/operator/outbox/${id}/retry`,
      headers: { merchant: demo },
    });
    expect(anonymous.statusCode).toBe(401);
    expectError(await list(owner, '', lavash), 401, 'TOKEN_MERCHANT_MISMATCH');
  });
});

describe('the staff group refusing the bot', () => {
  it('is on the OWNER’s settings with its date and Telegram’s words, and its message dead', async () => {
    const settingsOf = async () =>
      (await t.app.inject({ url: '/api/users/v1/operator/settings', headers: asUser(demo, owner) })).json()
        .data;
    expect((await settingsOf()).staffChatBlocked).toBeNull();
    blockedChats.add(DEMO_STAFF_CHAT_ID);
    const order = await placeOrder(510_000_005);
    const dead = await until('the staff message dead', async () =>
      (await deadOf(order.id)).find((m) => m.topic === 'staff-new-order'),
    );
    expect(dead).toMatchObject({ recipient: { kind: 'staff-group' }, lastReason: 'blocked' });
    const { staffChatBlocked } = await settingsOf();
    expect(staffChatBlocked.reason).toMatch(/kicked from the supergroup/);
    expect(Date.parse(staffChatBlocked.at)).not.toBeNaN();
  });
});
