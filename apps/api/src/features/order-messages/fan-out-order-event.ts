import { namedStatement, rowFromJson, tables } from '@dastarkhan/db';
import type { Language, OrderStatus } from '@dastarkhan/domain';
import { sql } from 'drizzle-orm';
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

interface ContextRow {
  event: Record<string, unknown>;
  order: Record<string, unknown>;
  user: Record<string, unknown> | null;
}

// The event, its order and its customer in ONE statement, prepared once: every order placed runs
// this fan-out (bench/orders.mjs), and three selects in a row cost it three round trips.
const eventWithOrder = namedStatement<ContextRow, { merchantId: number; eventId: number }>(
  'order_event_context',
  sql`select to_jsonb(e.*) as event, to_jsonb(o.*) as "order", to_jsonb(u.*) as "user"
    from order_events e
    join orders o on o.id = e.order_id
    left join users u on u.id = o.user_id
    where e.id = ${sql.placeholder('eventId')}::int and e.merchant_id = ${sql.placeholder('merchantId')}::int`,
);

/** Loads what the channels need to know about one order event; null when it is gone. */
export async function orderEventContext(
  app: FastifyInstance,
  merchantId: number,
  eventId: number,
): Promise<OrderEventContext | null> {
  const { db, merchantCache } = app.deps;
  const [found] = await eventWithOrder.run(db, { merchantId, eventId });
  if (!found) return null;
  const event = rowFromJson(orderEvents, found.event);
  if (!event.toStatus) return null;
  const order = rowFromJson(orders, found.order);
  // The same cache as every request's tenant lookup (edits of the merchant drop it).
  const merchant = await merchantCache.get(merchantId, () => findMerchantById(db, merchantId));
  if (!merchant) return null;
  const settings = await cachedMerchantSettings(app, merchantId);
  let customer: OrderEventContext['customer'] = null;
  const user = found.user ? rowFromJson(users, found.user) : null;
  if (user && !user.deletedAt)
    customer = {
      id: user.id,
      phone: user.phone,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      telegramId: user.telegramId,
      telegramBlocked: user.telegramBlockedAt !== null,
      language: (user.language as Language) ?? settings.mainLanguage,
    };
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
