import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, som, type Text, text3, updatedAt } from './columns.js';

/** A tenant. Secrets (sms, iiko, delivery and bot credentials) never leave the server. */
export const merchants = pgTable(
  'merchants',
  {
    id: id(),
    sub: text().notNull(),
    name: text3(),
    logo: text(),
    color: text().notNull().default('#FCE000'),
    yandexDeliveryKey: text(),
    iikoApiLogin: text(),
    iikoOrganizationId: text(),
    yandexMapKey: text(),
    appId: text(),
    smsGateway: text().notNull().default('CONSOLE'),
    smsUsername: text(),
    smsPassword: text(),
    telegramBotToken: text(),
    cashbackRate: integer().notNull().default(0),
    /** Bumped by every catalogue change; API caches of the menu are keyed by it. */
    catalogueVersion: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    deleted: boolean().notNull().default(false),
    latitude: doublePrecision().notNull().default(41.322711),
    longitude: doublePrecision().notNull().default(69.241084),
    mainCityId: integer(),
    /** The merchant's own host name (issue 17): requests to it resolve this tenant. */
    domain: text(),
    /**
     * Whether the storefront takes orders (issue 17): a tenant made by `merchant:create` starts
     * not live and goes live from the console's checklist.
     */
    live: boolean().notNull().default(true),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchants_sub_key').on(sql`lower(${t.sub})`),
    uniqueIndex('merchants_domain_key').on(sql`lower(${t.domain})`),
  ],
);

/**
 * The web settings are read and written as one record and never filtered by a field, so
 * they live in one validated JSON document (schema: MerchantSettingsSchema in the domain).
 */
export const merchantSettings = pgTable('merchant_settings', {
  merchantId: integer()
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  settings: jsonb().$type<Record<string, unknown>>().notNull(),
  lastModifiedDate: updatedAt(),
});

export const policies = pgTable(
  'policies',
  {
    id: id(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    text: text3(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [uniqueIndex('policies_merchant_type_key').on(t.merchantId, t.type)],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text3(),
    description: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    isMain: boolean().notNull().default(false),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [index('cities_merchant_idx').on(t.merchantId)],
);

export type WorkHourRow = { day: string; open: string; close: string; isWorking: boolean };
/** A date (YYYY-MM-DD, Tashkent) the branch is closed, or keeps other hours than its weekday's. */
export type HolidayRow = { date: string; isWorking: boolean; open?: string; close?: string };
export type BranchSettingsRow = {
  bookingEnabled: boolean;
  deliveryEnabled: boolean;
  dineinEnabled: boolean;
  pickupEnabled: boolean;
  expressEnabled: boolean;
  yandexEnabled: boolean;
  kitchenEnabled: boolean;
  payOfficeEnabled: boolean;
  storageEnabled: boolean;
  directorId: number | null;
};

export const branches = pgTable(
  'branches',
  {
    id: id(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: text3(),
    address: text().notNull(),
    /**
     * The address in each language (issue 19), shown instead of `address` on pages in that
     * language; null: `address` everywhere. Cleared when staff change `address` (decision 051).
     */
    addressText: jsonb().$type<Text>(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    open: text().notNull().default('10:00'),
    close: text().notNull().default('23:00'),
    phone: text(),
    bookingPhone: text(),
    joinPosterId: text(),
    jowiId: text(),
    iikoId: text(),
    companyId: integer(),
    paymentId: integer(),
    isActive: boolean().notNull().default(true),
    isMain: boolean().notNull().default(false),
    deleted: boolean().notNull().default(false),
    deliveryPrice: som(),
    deliveryStart: text().notNull().default('10:00'),
    deliveryEnd: text().notNull().default('23:00'),
    settings: jsonb().$type<BranchSettingsRow>().notNull(),
    workHours: jsonb().$type<WorkHourRow[]>().notNull(),
    /** Days off and changed hours on given dates (issue 17); they win over `workHours`. */
    holidays: jsonb().$type<HolidayRow[]>().notNull().default([]),
    /** Store controls of the console (issue 16): a pause ends by itself at pausedUntil. */
    pausedUntil: timestamp({ withTimezone: true }),
    pauseReason: text(),
    /** null: the whole branch is paused; otherwise only these service types. */
    pausedServiceTypes: jsonb().$type<string[]>(),
    busyUntil: timestamp({ withTimezone: true }),
    busyMinutes: integer().notNull().default(0),
    prepMinutes: integer().notNull().default(20),
    acceptLimitMinutes: integer().notNull().default(3),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [index('branches_merchant_idx').on(t.merchantId), index('branches_city_idx').on(t.cityId)],
);

export const halls = pgTable(
  'halls',
  {
    id: id(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text3(),
  },
  (t) => [index('halls_merchant_idx').on(t.merchantId), index('halls_branch_idx').on(t.branchId)],
);

export const diningTables = pgTable(
  'dining_tables',
  {
    id: id(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    hallId: integer()
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    chairs: integer().notNull(),
  },
  (t) => [index('dining_tables_merchant_idx').on(t.merchantId), index('dining_tables_hall_idx').on(t.hallId)],
);

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: text().notNull(),
    /** [longitude, latitude] points of a simple polygon, first point not repeated. */
    polygon: jsonb().$type<Array<[number, number]>>().notNull(),
    color: text().notNull(),
    /** FIXED: `price`; DISTANCE: `price` + `pricePerKm` per started km from the branch (issue 17). */
    tariffType: text().notNull().default('FIXED'),
    price: som(),
    pricePerKm: integer(),
    /** Delivery is free for an order whose products cost at least this; null: never free. */
    freeFrom: integer(),
    /** The smallest products total delivered to this zone. */
    minOrder: som(),
  },
  (t) => [index('delivery_zones_merchant_idx').on(t.merchantId)],
);
