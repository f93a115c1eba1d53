import { tables } from '@dastarkhan/db';
import type { Language, OrderStatus } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findMerchantById } from '../../http/merchant-repository.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { DELIVER_QUEUE } from '../jobs/index.js';
import { enqueueMessage, type OutboxMessageInput } from '../outbox/index.js';
import { customerSmsMessages } from './customer-sms.js';
import type { OrderEventContext } from './fan-out-context.js';
import { customerPushMessages, staffPushMessages } from './push-messages.js';
import { receiptSmsMessages } from './receipt-sms.js';
import { customerTelegramMessages, staffGroupMessages } from './telegram-messages.js';

const { orderEvents, orders, users } = tables;

/** Loads what the channels need to know about one order event; null when it is gone. */
export async function orderEventContext(
  app: FastifyInstance,
  merchantId: number,
  eventId: number,
): Promise<OrderEventContext | null> {
  const { db } = app.deps;
  const [event] = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.id, eventId), eq(orderEvents.merchantId, merchantId)));
  if (!event?.toStatus) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, event.orderId));
  const merchant = await findMerchantById(db, merchantId);
  if (!order || !merchant) return null;
  const settings = await cachedMerchantSettings(app, merchantId);
  let customer: OrderEventContext['customer'] = null;
  if (order.userId !== null) {
    const [user] = await db.select().from(users).where(eq(users.id, order.userId));
    if (user && !user.deletedAt)
      customer = {
        id: user.id,
        phone: user.phone,
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        telegramId: user.telegramId,
        telegramBlocked: user.telegramBlockedAt !== null,
        language: (user.language as Language) ?? settings.mainLanguage,
      };
  }
  return {
    app,
    merchant,
    settings,
    event: {
      id: event.id,
      fromStatus: (event.fromStatus as OrderStatus | null) ?? null,
      toStatus: event.toStatus as OrderStatus,
      payload: (event.payload as Record<string, unknown> | null) ?? null,
    },
    order,
    customer,
    staffLanguage: settings.mainLanguage ?? 'uz',
  };
}

/**
 * The `order-event` job: every message one order event causes, written to the outbox in one
 * transaction. Their keys name the event, so a job that runs twice adds nothing the second time.
 * A customer hears by Telegram when they came through the bot, else by SMS; push goes beside.
 */
export async function fanOutOrderEvent(app: FastifyInstance, merchantId: number, eventId: number) {
  const context = await orderEventContext(app, merchantId, eventId);
  if (!context) return;
  const telegram = customerTelegramMessages(context);
  const messages: OutboxMessageInput[] = [
    ...telegram,
    ...(telegram.length === 0 ? await customerSmsMessages(context) : []),
    ...(await customerPushMessages(context)),
    ...(await staffGroupMessages(context)),
    ...(await staffPushMessages(context)),
    ...(await receiptSmsMessages(context)),
  ];
  await writeMessages(app, messages);
}

export async function writeMessages(app: FastifyInstance, messages: OutboxMessageInput[]) {
  if (messages.length === 0) return;
  await app.deps.db.transaction(async (tx) => {
    for (const message of messages) await enqueueMessage(tx, message);
  });
  // Committed: this process's delivery workers need not wait for their next poll.
  app.deps.jobs.wake(DELIVER_QUEUE);
}
