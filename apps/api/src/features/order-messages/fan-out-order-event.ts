import { namedStatement, rowFromJson, tables, type UserRow } from '@dastarkhan/db';
import type { Language, MerchantSettings, OrderStatus } from '@dastarkhan/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findMerchantById } from '../../http/merchant-repository.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { DELIVER_QUEUE } from '../jobs/index.js';
import { enqueueMessages, type OutboxMessageInput } from '../outbox/index.js';
import { customerSmsMessages } from './customer-sms.js';
import type { OrderEventContext } from './fan-out-context.js';
import { createFanOutFacts } from './fan-out-facts.js';
import { customerPushMessages, staffPushMessages } from './push-messages.js';
import { receiptSmsMessages } from './receipt-sms.js';
import { customerTelegramMessages, staffGroupMessages } from './telegram-messages.js';

const { orderEvents, orders, users } = tables;

interface ContextRow {
  event: Record<string, unknown>;
  order: Record<string, unknown>;
  user: Record<string, unknown> | null;
}

/** An order event to fan out, as its job names it. */
export interface OrderEventRef {
  merchantId: number;
  eventId: number;
}

// The events of a whole batch, their orders and their customers in ONE statement, prepared once:
// every order placed runs this fan-out (bench/orders.mjs). The pairs come as one JSON parameter;
// an event of another merchant than its job names is not found.
const eventsWithOrders = namedStatement<ContextRow & { event_id: number }, { refs: string }>(
  'order_events_context',
  sql`select r.event_id, to_jsonb(e.*) as event, to_jsonb(o.*) as "order", to_jsonb(u.*) as "user"
    from jsonb_to_recordset(${sql.placeholder('refs')}::jsonb) as r(event_id int, merchant_id int)
    join order_events e on e.id = r.event_id and e.merchant_id = r.merchant_id
    join orders o on o.id = e.order_id
    left join users u on u.id = o.user_id`,
);

/** The customer of an order as the channels know them, or null (none, or deleted). */
function customerOf(user: UserRow | null, settings: MerchantSettings): OrderEventContext['customer'] {
  if (!user || user.deletedAt) return null;
  return {
    id: user.id,
    phone: user.phone,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    telegramId: user.telegramId,
    telegramBlocked: user.telegramBlockedAt !== null,
    language: (user.language as Language) ?? settings.mainLanguage,
  };
}

/**
 * Loads what the channels need to know about a batch of order events, in the refs' order: null
 * for one that is gone (or has no status, or whose merchant is gone).
 */
export async function orderEventContexts(
  app: FastifyInstance,
  refs: OrderEventRef[],
): Promise<(OrderEventContext | null)[]> {
  const { db, merchantCache } = app.deps;
  const rows = await eventsWithOrders.run(db, {
    refs: JSON.stringify(refs.map((ref) => ({ event_id: ref.eventId, merchant_id: ref.merchantId }))),
  });
  const found = new Map(
    rows.map((row) => [
      Number(row.event_id),
      {
        event: rowFromJson(orderEvents, row.event),
        order: rowFromJson(orders, row.order),
        user: row.user ? rowFromJson(users, row.user) : null,
      },
    ]),
  );
  const loaded = [...found.values()];
  const facts = createFanOutFacts(app, {
    orderIds: [...new Set(loaded.map((row) => row.order.id))],
    customerIds: [...new Set(loaded.flatMap((row) => (row.user ? [row.user.id] : [])))],
    branchIds: [...new Set(loaded.map((row) => row.order.branchId))],
  });
  return Promise.all(
    refs.map(async ({ merchantId, eventId }) => {
      const row = found.get(eventId);
      if (!row?.event.toStatus) return null;
      // The same cache as every request's tenant lookup (edits of the merchant drop it).
      const merchant = await merchantCache.get(merchantId, () => findMerchantById(db, merchantId));
      if (!merchant) return null;
      const settings = await cachedMerchantSettings(app, merchantId);
      const { event, order } = row;
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
        customer: customerOf(row.user, settings),
        staffLanguage: settings.mainLanguage ?? 'uz',
        facts,
      };
    }),
  );
}

/**
 * Every message one order event causes. A customer hears by Telegram when they came through the
 * bot, else by SMS; push goes beside.
 */
async function messagesOf(context: OrderEventContext): Promise<OutboxMessageInput[]> {
  const telegram = customerTelegramMessages(context);
  return [
    ...telegram,
    ...(telegram.length === 0 ? await customerSmsMessages(context) : []),
    ...(await customerPushMessages(context)),
    ...(await staffGroupMessages(context)),
    ...(await staffPushMessages(context)),
    ...(await receiptSmsMessages(context)),
  ];
}

/**
 * The `order-event` jobs of one fetched batch (decision 054): their events read in one statement,
 * their messages written in one. Each message's key names its event, so a batch that runs again
 * adds nothing; an event whose messages cannot be made fails alone (its job is retried) and the
 * others' messages are written. Answers each ref's outcome, in order.
 */
export async function fanOutOrderEvents(
  app: FastifyInstance,
  refs: OrderEventRef[],
): Promise<PromiseSettledResult<void>[]> {
  const contexts = await orderEventContexts(app, refs);
  const built = await Promise.allSettled(contexts.map((context) => (context ? messagesOf(context) : [])));
  const messages = built.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
  await writeMessages(app, messages);
  return built.map((result) =>
    result.status === 'fulfilled' ? { status: 'fulfilled', value: undefined } : result,
  );
}

/** The `order-event` fan-out of one event: a batch of one. */
export async function fanOutOrderEvent(app: FastifyInstance, merchantId: number, eventId: number) {
  const [result] = await fanOutOrderEvents(app, [{ merchantId, eventId }]);
  if (result?.status === 'rejected') throw result.reason;
}

export async function writeMessages(app: FastifyInstance, messages: OutboxMessageInput[]) {
  if (messages.length === 0) return;
  await enqueueMessages(app.deps.db, messages);
  // Committed: this process's delivery workers need not wait for their next poll.
  app.deps.jobs.wake(DELIVER_QUEUE);
}
