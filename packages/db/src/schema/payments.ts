import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';
import { merchantRef } from './merchant-ref.js';
import { orders } from './orders.js';

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    merchantId: merchantRef(),
    type: text().notNull(),
    name: text().notNull(),
    title: text(),
    icon: text(),
    iikoId: text(),
  },
  (t) => [index('payment_methods_merchant_idx').on(t.merchantId)],
);

/** Per provider and channel; `credentials` is server-only (keys, secrets, logins). */
export const merchantPaymentSettings = pgTable(
  'merchant_payment_settings',
  {
    id: id(),
    merchantId: merchantRef(),
    type: text().notNull(),
    webEnabled: boolean().notNull().default(true),
    botEnabled: boolean().notNull().default(true),
    operatorEnabled: boolean().notNull().default(true),
    appEnabled: boolean().notNull().default(true),
    qrEnabled: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    credentials: jsonb().$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('merchant_payment_settings_merchant_idx').on(t.merchantId),
    uniqueIndex('merchant_payment_settings_type_key').on(t.merchantId, t.type),
  ],
);

/** One provider transaction. Amounts in tiyin where the provider counts in tiyin (Payme). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    merchantId: merchantRef(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    provider: text().notNull(),
    providerTransactionId: text().notNull(),
    amount: integer().notNull(),
    state: integer().notNull(),
    reason: integer(),
    providerTime: timestamp({ withTimezone: true }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    performTime: timestamp({ withTimezone: true }),
    cancelTime: timestamp({ withTimezone: true }),
    payload: jsonb().$type<Record<string, unknown>>(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [
    index('payments_merchant_idx').on(t.merchantId),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_tx_key').on(t.merchantId, t.provider, t.providerTransactionId),
    // Money is taken for an order once: a second performed payment cannot even be written.
    uniqueIndex('payments_order_performed_key').on(t.orderId).where(sql`state = 2`),
  ],
);

/** Saved card: only the provider's token and the masked number, never the PAN or CVV. */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull().default('PAYME'),
    name: text(),
    maskedNumber: text().notNull(),
    expire: text().notNull(),
    providerToken: text().notNull(),
    isVerified: boolean().notNull().default(false),
    type: text(),
    deletedAt: timestamp({ withTimezone: true }),
    createdDate: createdAt(),
  },
  (t) => [index('cards_merchant_idx').on(t.merchantId), index('cards_user_idx').on(t.userId)],
);
