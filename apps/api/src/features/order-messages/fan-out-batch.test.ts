import { DEMO_STAFF_CHAT_ID, tables } from '@dastarkhan/db';
import { OrderDetailsSchema } from '@dastarkhan/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { startFakeTelegram, telegramReplies } from '../../test-support/fake-telegram.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';
import { type ChannelSenders, deliverMessages } from '../outbox/index.js';
import { deliverPush } from '../push/index.js';
import { deliverSms } from '../sms/index.js';
import { deliverTelegram } from './deliver-telegram.js';
import { fanOutOrderEvents, type OrderEventRef } from './fan-out-order-event.js';

// The fan-out and the delivery of whole batches (decision 054): one event whose messages cannot be
// made, or one recipient whose provider fails, holds no other; two workers given the same batch at
// once — on PostgreSQL two processes with their own pools — write and send each message once.

// The one way to make an event's messages fail on purpose: its receipt builder throws.
const { failing } = vi.hoisted(() => ({ failing: new Set<number>() }));
vi.mock('./receipt-sms.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./receipt-sms.js')>();
  return {
    ...original,
    receiptSmsMessages: async (context: Parameters<typeof original.receiptSmsMessages>[0]) => {
      if (failing.has(context.order.id)) throw new Error('this event cannot be fanned out');
      return original.receiptSmsMessages(context);
    },
  };
});

const TOKEN = '7000000001:demo-bot-token-for-local-tests';
const failingChats = new Set<number>();
const fake = await startFakeTelegram({
  tokens: [TOKEN],
  script: (call) =>
    call.method === 'sendMessage' && failingChats.has(call.params.chat_id as number)
      ? telegramReplies.serverError()
      : undefined,
});
// Jobs off: the test is the worker, given the batch it names.
const { t, demo, menu, chilonzor } = await orderWorld({
  env: { TELEGRAM_API_URL: fake.url, DEMO_TELEGRAM_BOT_TOKEN: TOKEN },
});
const sibling = process.env.DATABASE_URL ? await t.sibling() : null;
afterAll(async () => {
  await sibling?.close();
  fake.close();
});
const merchantId = Number(demo);
const nextPhone = phoneSequence('99894');
const senders: ChannelSenders = { telegram: deliverTelegram, sms: deliverSms, push: deliverPush };
const { outboxMessages, orderEvents, users } = tables;

/** Orders placed by customers who came through the bot (each hears by Telegram), with their event refs. */
async function placeOrders(chats: number[]) {
  const placed: { orderId: number; number: number; ref: OrderEventRef }[] = [];
  for (const chat of chats) {
    const customer = await loginByPhone(t, demo, nextPhone());
    await t.db.update(users).set({ telegramId: chat }).where(eq(users.id, customer.user.id));
    const res = await postOrder(
      t,
      demo,
      customer.token,
      orderBody([{ product: plainProduct(menu, chilonzor) }], {
        branchId: chilonzor,
        serviceType: 'PICK_UP',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = OrderDetailsSchema.parse(res.json().data);
    const [event] = await t.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    placed.push({ orderId: order.id, number: order.number, ref: { merchantId, eventId: event!.id } });
  }
  return placed;
}

const rowsOf = (orderIds: number[]) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.orderId, orderIds))
    .orderBy(outboxMessages.id);

/** The deliver jobs written for these messages (one each, exactly). */
async function deliverJobsOf(ids: number[]) {
  const result = (await t.db.execute(
    sql`select data ->> 'id' as id from work_queue where queue = 'deliver' and (data ->> 'id')::int = any(${`{${ids.join(',')}}`}::int[])`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

const sentTo = (chat: number | string, number: number) =>
  fake
    .of('sendMessage')
    .filter((c) => String(c.params.chat_id) === String(chat) && String(c.params.text).includes(`#${number}`));

describe('a fan-out batch', () => {
  it('writes the messages of every event it can, and fails only the one it cannot', async () => {
    const placed = await placeOrders([510_000_001, 510_000_002, 510_000_003]);
    failing.add(placed[1]!.orderId);
    const results = await fanOutOrderEvents(
      t.app,
      placed.map((p) => p.ref),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const written = await rowsOf(placed.map((p) => p.orderId));
    // Each good event: its staff-group message and its customer's status message.
    expect(written.map((r) => [r.orderId, r.topic])).toEqual([
      [placed[0]!.orderId, 'order-status'],
      [placed[0]!.orderId, 'staff-new-order'],
      [placed[2]!.orderId, 'order-status'],
      [placed[2]!.orderId, 'staff-new-order'],
    ]);
    expect(await deliverJobsOf(written.map((r) => r.id))).toEqual(written.map((r) => r.id));

    // Its job is retried: the failed event's messages come, the others' are not written again.
    failing.clear();
    const again = await fanOutOrderEvents(
      t.app,
      placed.map((p) => p.ref),
    );
    expect(again.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const all = await rowsOf(placed.map((p) => p.orderId));
    expect(all).toHaveLength(6);
    expect(new Set(all.map((r) => r.key)).size).toBe(6);
    expect(await deliverJobsOf(all.map((r) => r.id))).toEqual(all.map((r) => r.id));
  });
});

describe('a delivery batch', () => {
  it('sends every message whose provider answers, and leaves a failing one to its retry', async () => {
    const [good, bad] = await placeOrders([510_000_011, 510_000_012]);
    failingChats.add(510_000_012);
    await fanOutOrderEvents(t.app, [good!.ref, bad!.ref]);
    const rows = await rowsOf([good!.orderId, bad!.orderId]);
    const results = await deliverMessages(
      t.app,
      senders,
      rows.map((r) => r.id),
    );
    // A provider's failure is the message's (retried on its own clock), not the job's.
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const after = await rowsOf([good!.orderId, bad!.orderId]);
    const stateOf = (orderId: number, topic: string) =>
      after.find((r) => r.orderId === orderId && r.topic === topic);
    expect(stateOf(good!.orderId, 'order-status')).toMatchObject({ state: 'sent', attempts: 1 });
    expect(stateOf(good!.orderId, 'staff-new-order')).toMatchObject({ state: 'sent', attempts: 1 });
    expect(stateOf(bad!.orderId, 'staff-new-order')).toMatchObject({ state: 'sent', attempts: 1 });
    expect(stateOf(bad!.orderId, 'order-status')).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastReason: 'server',
    });
    expect(sentTo(510_000_011, good!.number)).toHaveLength(1);
    expect(sentTo(DEMO_STAFF_CHAT_ID, bad!.number)).toHaveLength(1);
  });
});

describe('two workers given the same batch at once', () => {
  it('write each message once and send each once', async () => {
    const placed = await placeOrders([510_000_021, 510_000_022, 510_000_023, 510_000_024]);
    const refs = placed.map((p) => p.ref);
    const other: FastifyInstance = sibling?.app ?? t.app;
    await Promise.all([fanOutOrderEvents(t.app, refs), fanOutOrderEvents(other, refs)]);
    const rows = await rowsOf(placed.map((p) => p.orderId));
    expect(rows).toHaveLength(8);
    expect(await deliverJobsOf(rows.map((r) => r.id))).toEqual(rows.map((r) => r.id));

    const ids = rows.map((r) => r.id);
    const [mine, theirs] = await Promise.all([
      deliverMessages(t.app, senders, ids),
      deliverMessages(other, senders, ids),
    ]);
    // Whichever claimed a message sent it; the other found it held (its job is retried, and
    // then finds it sent) or already sent.
    for (const [i] of ids.entries()) expect([mine[i]!.status, theirs[i]!.status]).toContain('fulfilled');
    const after = await rowsOf(placed.map((p) => p.orderId));
    expect(after.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    for (const p of placed) {
      expect(sentTo(DEMO_STAFF_CHAT_ID, p.number)).toHaveLength(1);
    }
    for (const [i, chat] of [510_000_021, 510_000_022, 510_000_023, 510_000_024].entries())
      expect(sentTo(chat, placed[i]!.number)).toHaveLength(1);
  });
});
