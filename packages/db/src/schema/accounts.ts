import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, id, type Text, text3, updatedAt } from './columns.js';
import { merchantRef } from './merchant-ref.js';
import { cities } from './tenants.js';

/** A person is a user of one merchant: the same phone at two merchants is two users. */
export const users = pgTable(
  'users',
  {
    id: id(),
    merchantId: merchantRef(),
    phone: text(),
    firstName: text(),
    lastName: text(),
    email: text(),
    image: text(),
    birthday: date(),
    gender: text(),
    role: text().notNull().default('CUSTOMER'),
    /** Staff only: the branches they work in; null means every branch (decision 020). */
    branchIds: jsonb().$type<number[]>(),
    language: text().notNull().default('uz'),
    cashback: integer().notNull().default(0),
    telegramId: bigint({ mode: 'number' }),
    /**
     * The tenant's bot may no longer write to this person (issue 18): Telegram answered 403 (they
     * blocked the bot or deleted the chat). Cleared when they write to the bot again.
     */
    telegramBlockedAt: timestamp({ withTimezone: true }),
    telegramBlockedReason: text(),
    isActive: boolean().notNull().default(true),
    /** Set when the account is deleted: personal fields are wiped, orders stay anonymised. */
    deletedAt: timestamp({ withTimezone: true }),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [
    index('users_merchant_idx').on(t.merchantId),
    uniqueIndex('users_merchant_phone_key').on(t.merchantId, t.phone),
    uniqueIndex('users_merchant_telegram_key').on(t.merchantId, t.telegramId),
  ],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    source: text().notNull().default('WEB'),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_merchant_idx').on(t.merchantId),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    merchantId: merchantRef(),
    phone: text().notNull(),
    purpose: text().notNull().default('LOGIN'),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    ip: text(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('otp_codes_merchant_idx').on(t.merchantId),
    index('otp_codes_phone_idx').on(t.merchantId, t.phone, t.createdAt),
  ],
);

/** Fixed-window counters shared by every app process (OTP per phone, per IP, …). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer().references(() => cities.id),
    type: text().notNull().default('HOUSE'),
    name: text().notNull(),
    streetName: text(),
    houseNumber: text(),
    details: text(),
    description: text(),
    office: text(),
    domophone: text(),
    entrance: text(),
    floor: text(),
    comment: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    deletedAt: timestamp({ withTimezone: true }),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [index('addresses_merchant_idx').on(t.merchantId), index('addresses_user_idx').on(t.userId)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdDate: createdAt(),
  },
  (t) => [
    index('favourites_merchant_idx').on(t.merchantId),
    uniqueIndex('favourites_user_product_key').on(t.userId, t.productId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text3(),
    body: jsonb().$type<Text>(),
    /** Related entity, e.g. { orderId }. */
    orderId: integer(),
    readAt: timestamp({ withTimezone: true }),
    createdDate: createdAt(),
  },
  (t) => [
    index('notifications_merchant_idx').on(t.merchantId),
    index('notifications_user_idx').on(t.userId, t.createdDate),
  ],
);

export const cashbackTransactions = pgTable(
  'cashback_transactions',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer(),
    /** Positive when earned, negative when spent. */
    amount: integer().notNull(),
    kind: text().notNull(),
    createdDate: createdAt(),
  },
  (t) => [
    index('cashback_transactions_merchant_idx').on(t.merchantId),
    index('cashback_transactions_user_idx').on(t.userId),
  ],
);

/**
 * Texts of the `console` SMS gateway (demo mode): logged, and readable by tests and developers
 * through the dev outbox route. In the database so that every app process sees every text.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    merchantId: merchantRef(),
    phone: text().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_merchant_idx').on(t.merchantId),
    index('sms_outbox_phone_idx').on(t.phone, t.createdAt),
  ],
);
