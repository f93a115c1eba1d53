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
import { createdAt, id, som, text3, updatedAt } from './columns.js';
import { merchantRef } from './merchant-ref.js';
import { branches } from './tenants.js';

export const menuGroups = pgTable(
  'menu_groups',
  {
    id: id(),
    merchantId: merchantRef(),
    name: text3(),
    icon: text(),
    image: text(),
    bgColor: text(),
    iconBgColor: text(),
    priority: integer().notNull().default(0),
    /** Hidden from the storefront by staff (issue 17); its categories stay as they are. */
    isActive: boolean().notNull().default(true),
  },
  (t) => [index('menu_groups_merchant_idx').on(t.merchantId)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    merchantId: merchantRef(),
    groupId: integer().references(() => menuGroups.id, { onDelete: 'set null' }),
    name: text3(),
    image: text(),
    priority: integer().notNull().default(0),
    textColor: text(),
    viewType: text().notNull().default('MEDIUM'),
    isWithoutCart: boolean().notNull().default(false),
    scrollType: text().notNull().default('VERTICAL'),
    navigationType: text().notNull().default('POP_UP'),
    /** Hidden from the storefront by staff (issue 17), with all its products. */
    isActive: boolean().notNull().default(true),
  },
  (t) => [index('categories_merchant_idx').on(t.merchantId)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    merchantId: merchantRef(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    /** Stable key of seeded and imported products (e.g. a POS id), unique per tenant. */
    externalKey: text(),
    name: text3(),
    description: text3(),
    composition: text3(),
    image: text(),
    gallery: jsonb().$type<string[]>().notNull().default([]),
    costPrice: som(),
    discount: integer().notNull().default(0),
    priority: integer().notNull().default(0),
    type: text().notNull().default('NONE'),
    unit: text().notNull().default('COUNT'),
    measure: doublePrecision(),
    calorie: integer(),
    timeCookingMin: integer(),
    timeCookingMax: integer(),
    labels: jsonb().$type<string[]>().notNull().default([]),
    tags: jsonb().$type<string[]>().notNull().default([]),
    mxicCode: text(),
    barcode: text(),
    active: boolean().notNull().default(true),
    /**
     * Deleted by staff after it was ordered (issue 17): gone from the menu and the console's lists
     * for good, kept so old orders still name it. A never-ordered product is deleted for real.
     */
    archived: boolean().notNull().default(false),
    deliveryEnabled: boolean().notNull().default(true),
    isCartRecommendation: boolean().notNull().default(false),
    eatsPrice: integer(),
    enabledEats: boolean().notNull().default(false),
    expressPrice: integer(),
    enabledExpress: boolean().notNull().default(false),
    /** Upper bound a customer may order at once; null = no limit. */
    maxCount: integer(),
    integrationId: text(),
    integrationCategoryId: text(),
    posterId: text(),
    jowiId: text(),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [
    index('products_merchant_idx').on(t.merchantId),
    index('products_category_idx').on(t.categoryId),
    uniqueIndex('products_merchant_external_key').on(t.merchantId, t.externalKey),
  ],
);

/** Where a product is sold; an inactive row means "temporarily not available there". */
export const productBranches = pgTable(
  'product_branches',
  {
    merchantId: merchantRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    isActive: boolean().notNull().default(true),
    /** This branch's own price in so'm (issue 17); null: the product's `costPrice`. */
    price: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.branchId] }),
    index('product_branches_merchant_idx').on(t.merchantId),
    index('product_branches_branch_idx').on(t.branchId),
  ],
);

export const modificationGroups = pgTable(
  'modification_groups',
  {
    id: id(),
    merchantId: merchantRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text3(),
    min: integer().notNull().default(0),
    max: integer().notNull().default(1),
    priority: integer().notNull().default(0),
  },
  (t) => [
    index('modification_groups_merchant_idx').on(t.merchantId),
    index('modification_groups_product_idx').on(t.productId),
  ],
);

export const modifications = pgTable(
  'modifications',
  {
    id: id(),
    merchantId: merchantRef(),
    groupId: integer()
      .notNull()
      .references(() => modificationGroups.id, { onDelete: 'cascade' }),
    name: text3(),
    price: som(),
    priority: integer().notNull().default(0),
    /** Hidden by staff (issue 17): not offered, old orders keep it. */
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    index('modifications_merchant_idx').on(t.merchantId),
    index('modifications_group_idx').on(t.groupId),
  ],
);

/**
 * The stop-list (issue 16): a product or one option not sold at a branch until `until` (null:
 * until turned back). The menu and checkout read it; an expired row simply stops counting.
 */
export const stopList = pgTable(
  'stop_list',
  {
    id: id(),
    merchantId: merchantRef(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    modificationId: integer().references(() => modifications.id, { onDelete: 'cascade' }),
    until: timestamp({ withTimezone: true }),
    createdBy: integer(),
    createdDate: createdAt(),
  },
  (t) => [index('stop_list_merchant_idx').on(t.merchantId, t.branchId)],
);

export const vacancies = pgTable(
  'vacancies',
  {
    id: id(),
    merchantId: merchantRef(),
    branchId: integer().references(() => branches.id, { onDelete: 'set null' }),
    position: text3(),
    responsible: text().notNull(),
    responsiblePhone: text().notNull(),
    salaryFrom: som(),
    salaryTo: som(),
    requirements: text3(),
    description: text3(),
    isActive: boolean().notNull().default(true),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [index('vacancies_merchant_idx').on(t.merchantId)],
);

export const promos = pgTable(
  'promos',
  {
    id: id(),
    merchantId: merchantRef(),
    code: text().notNull(),
    discountType: text().notNull(),
    productDiscount: som(),
    deliveryDiscount: som(),
    minPrice: som(),
    /** How many orders may use it in all / per customer (issue 17); null: no limit. */
    usesTotal: integer(),
    usesPerCustomer: integer(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    isActive: boolean().notNull().default(true),
    createdDate: createdAt(),
    lastModifiedDate: updatedAt(),
  },
  (t) => [
    index('promos_merchant_idx').on(t.merchantId),
    uniqueIndex('promos_merchant_code_key').on(t.merchantId, t.code),
  ],
);
