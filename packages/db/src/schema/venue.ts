import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products, vacancies } from './catalogue.js';
import { createdAt, id } from './columns.js';
import { merchantRef } from './merchant-ref.js';
import { orderItems, orders } from './orders.js';
import { branches, diningTables, halls } from './tenants.js';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    merchantId: merchantRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    orderItemId: integer().references(() => orderItems.id, { onDelete: 'set null' }),
    authorName: text(),
    grade: integer().notNull(),
    text: text(),
    /** The language the text is written in ('uz' | 'ru' | 'eng'); null: not known (decision 051). */
    language: text(),
    createdDate: createdAt(),
  },
  (t) => [
    index('reviews_merchant_idx').on(t.merchantId),
    index('reviews_product_idx').on(t.productId),
    uniqueIndex('reviews_order_item_key').on(t.orderItemId),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    hallId: integer().references(() => halls.id),
    tableId: integer().references(() => diningTables.id),
    chairs: integer().notNull(),
    reservedAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull().default(120),
    status: text().notNull().default('BOOKED'),
    comment: text(),
    createdDate: createdAt(),
    /** Staff's last change of the status (confirm or cancel) and the reason they gave. */
    changedAt: timestamp({ withTimezone: true }),
    changedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text(),
  },
  (t) => [
    index('reservations_merchant_idx').on(t.merchantId),
    index('reservations_user_idx').on(t.userId),
    // A table cannot be booked twice for the same start while the booking stands.
    uniqueIndex('reservations_table_slot_key').on(t.tableId, t.reservedAt).where(sql`status <> 'CANCELED'`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    rating: integer(),
    text: text().notNull(),
    createdDate: createdAt(),
    /** Marked handled in the console: when and by whom (null: still to be handled). */
    handledAt: timestamp({ withTimezone: true }),
    handledBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('feedback_merchant_idx').on(t.merchantId)],
);

export const waiterCalls = pgTable(
  'waiter_calls',
  {
    id: id(),
    merchantId: merchantRef(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    tableId: integer()
      .notNull()
      .references(() => diningTables.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().notNull().default('OPEN'),
    createdDate: createdAt(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    acknowledgedBy: integer(),
  },
  (t) => [index('waiter_calls_merchant_idx').on(t.merchantId)],
);

export const vacancyApplications = pgTable(
  'vacancy_applications',
  {
    id: id(),
    merchantId: merchantRef(),
    vacancyId: integer()
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    phone: text().notNull(),
    message: text(),
    createdDate: createdAt(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('vacancy_applications_merchant_idx').on(t.merchantId)],
);
