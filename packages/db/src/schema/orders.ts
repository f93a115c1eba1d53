import {
  boolean,
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
import { users } from './accounts.js';
import { products, promos } from './catalogue.js';
import { createdAt, id, som, type Text, updatedAt } from './columns.js';
import { merchantRef } from './merchant-ref.js';
import { branches, cities, diningTables, halls } from './tenants.js';

export type OrderAddressRow = {
  name: string;
  type: string;
  streetName?: string | null;
  houseNumber?: string | null;
  description?: string | null;
  office?: string | null;
  domophone?: string | null;
  entrance?: string | null;
  floor?: string | null;
  comment?: string | null;
  latitude: number;
  longitude: number;
};

export const couriers = pgTable(
  'couriers',
  {
    id: id(),
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    branchId: integer().references(() => branches.id),
    balance: integer().notNull().default(0),
    status: text().notNull().default('OFFLINE'),
    /** Last known position, reported through the staff API; shown on the order's map. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    locatedAt: timestamp({ withTimezone: true }),
    createdDate: createdAt(),
  },
  (t) => [index('couriers_merchant_idx').on(t.merchantId)],
);

// Order numbers come from one sequence per merchant, `order_number_<merchantId>`, created and
// dropped with the merchant by triggers (migration 0005): numbering never holds a lock until
// commit, so concurrent orders commit together (decision 012).

export const orders = pgTable(
  'orders',
  {
    id: id(),
    merchantId: merchantRef(),
    number: integer().notNull(),
    /** Null once the customer deleted the account: the order stays, anonymised. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    cityId: integer().references(() => cities.id),
    serviceType: text().notNull(),
    status: text().notNull().default('OPEN'),
    paymentType: text().notNull(),
    isPaid: boolean().notNull().default(false),
    orderDevice: text().notNull().default('CLIENT_WEB'),
    source: text().notNull().default('WEB'),
    address: jsonb().$type<OrderAddressRow>(),
    hallId: integer().references(() => halls.id),
    tableId: integer().references(() => diningTables.id),
    comment: text(),
    courierComment: text(),
    note: text(),
    sendCheque: boolean().notNull().default(false),
    sendChequePhone: text(),
    /** The unguessable part of the public receipt page's address (issue 18); made when first needed. */
    receiptToken: text(),
    promoId: integer().references(() => promos.id),
    promoCode: text(),
    productPrice: som(),
    productDiscount: som(),
    productCount: integer().notNull().default(0),
    totalProductPrice: som(),
    totalProductDiscount: som(),
    deliveryPrice: som(),
    deliveryDiscount: som(),
    cashback: som(),
    totalDiscount: som(),
    totalPrice: som(),
    distance: integer(),
    /** The delivery zone that priced the order (null: the branch's own price). */
    deliveryTariffId: integer(),
    /** Who carries it: OWN couriers, YANDEX or CUSTOM; null for pick-up and dine-in (spec §5). */
    deliveryType: text(),
    deliveryAt: timestamp({ withTimezone: true }),
    acceptedTime: timestamp({ withTimezone: true }),
    cookingTime: timestamp({ withTimezone: true }),
    readyTime: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    courierId: integer().references(() => couriers.id),
    courierStatus: text(),
    courierPaid: boolean().notNull().default(false),
    operatorId: integer(),
    waiterId: integer(),
    reason: text(),
    reasonReturn: text(),
    /** Minutes to prepare, promised by staff on accepting; promisedAt = accept + prep (+ busy). */
    prepMinutes: integer(),
    promisedAt: timestamp({ withTimezone: true }),
    /** A paid order canceled: STARTED with the provider, or CASHIER when it must be done by hand. */
    refund: text(),
    posterOrderId: text(),
    posterErrorMessage: text(),
    eatsId: text(),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [
    index('orders_merchant_idx').on(t.merchantId),
    uniqueIndex('orders_merchant_number_key').on(t.merchantId, t.number),
    index('orders_user_idx').on(t.merchantId, t.userId, t.createdDate),
    index('orders_status_idx').on(t.merchantId, t.status),
    uniqueIndex('orders_receipt_token_key').on(t.receiptToken),
  ],
);

export type OrderItemModificationRow = {
  id: number;
  groupId: number;
  name: Text;
  price: number;
  count: number;
};

/** Items keep a snapshot of name and prices: later menu edits never change a placed order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    merchantId: merchantRef(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    name: jsonb().$type<Text>().notNull(),
    costPrice: som(),
    discount: integer().notNull().default(0),
    count: integer().notNull(),
    modifications: jsonb().$type<OrderItemModificationRow[]>().notNull().default([]),
    lineTotal: som(),
    lineDiscount: som(),
    mxicCode: text(),
  },
  (t) => [
    index('order_items_merchant_idx').on(t.merchantId),
    index('order_items_order_idx').on(t.orderId),
    // "Was this product ever ordered?" (archive or delete, decision 024) and the foreign key's
    // check when a never-ordered product is deleted: without it, both read every order line.
    index('order_items_product_idx').on(t.productId),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    merchantId: merchantRef(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    fromStatus: text(),
    toStatus: text(),
    actorUserId: integer(),
    payload: jsonb().$type<Record<string, unknown>>(),
    createdDate: createdAt(),
  },
  (t) => [
    index('order_events_merchant_idx').on(t.merchantId, t.id),
    index('order_events_order_idx').on(t.orderId),
  ],
);

/** A retried order creation with the same key returns the first order (docs/design.md). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    merchantId: merchantRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    /** Written with the order itself (one statement): a key always names its order. */
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.key] })],
);
