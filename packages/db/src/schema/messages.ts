import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { merchantRef } from './merchant-ref.js';

export type OutboxChannel = 'telegram' | 'sms' | 'push';
export type OutboxState = 'pending' | 'sent' | 'dead' | 'skipped';

/**
 * One message to one recipient on one channel (decision 032). Written exactly once — the
 * (merchant, key) pair is unique — in the transaction of the event that causes it or of the job
 * that fans an event out; delivered by the job engine's workers, at least once, by senders that
 * are safe to repeat. `dead` after the last try: the OWNER sees it with its reason and retries it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    merchantId: merchantRef(),
    /** What makes it unique: `order:<id>:event:<eventId>:customer-telegram`, `receipt:<orderId>`… */
    key: text().notNull(),
    channel: text().$type<OutboxChannel>().notNull(),
    /** What it is about, for the OWNER's list: order-status, staff-new-order, receipt, waiter-call… */
    topic: text().notNull(),
    orderId: integer(),
    /** The recipient and the content, as the channel's sender reads them. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    state: text().$type<OutboxState>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** The last failure: a short code (blocked, rate_limited, server, unreachable…) and the provider's words. */
    lastReason: text(),
    lastError: text(),
    createdDate: createdAt(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    deadAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_key').on(t.merchantId, t.key),
    index('outbox_messages_state_idx').on(t.merchantId, t.state, t.id),
    index('outbox_messages_order_idx').on(t.orderId).where(sql`order_id is not null`),
    // The oldest undelivered message, read at every metrics scrape (decision 041): only the few
    // pending rows are in it, however many sent ones pile up.
    index('outbox_messages_pending_idx').on(t.createdDate).where(sql`state = 'pending'`),
  ],
);

export type PushAudience = 'customer' | 'staff';

/** A browser's Web Push subscription (VAPID): a customer's for their orders, a member of staff's for new orders. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text().$type<PushAudience>().notNull(),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** The language the browser asked in: push texts are written in it. */
    lang: text().notNull().default('uz'),
    createdDate: createdAt(),
    lastSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.merchantId, t.audience, t.endpoint),
    index('push_subscriptions_user_idx').on(t.merchantId, t.userId),
  ],
);

/** Platform-wide values every process must share (the VAPID key pair made on first start). */
export const platformValues = pgTable('platform_values', {
  key: text().primaryKey(),
  value: jsonb().$type<Record<string, unknown>>().notNull(),
  createdDate: createdAt(),
});
