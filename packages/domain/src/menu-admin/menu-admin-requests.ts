import { z } from 'zod';
import { coded } from '../api/venue-feedback-requests.js';
import { IdSchema } from '../common/scalars.js';
import {
  CategoryViewTypeSchema,
  NavigationTypeSchema,
  ScrollTypeSchema,
  UnitSchema,
} from '../enums/catalogue.js';
import { MENU_LIMITS, MENU_TEXT_MAX } from './menu-admin-limits.js';

// Bodies of the menu editor's calls (issue 17, decision 024). Every call needs the ability
// 'menu.edit' (OWNER, MANAGER), acts in the caller's tenant, is audited and bumps the catalogue:
//
//   GET    /api/products/v1/operator/menu                       → EditableMenu
//   POST   /api/products/v1/operator/groups                     GroupWrite → EditableGroup
//   PUT    /api/products/v1/operator/groups/{id}                GroupWrite → EditableGroup
//   DELETE /api/products/v1/operator/groups/{id}                → MenuDeleteResult (refused while it holds categories)
//   POST   /api/products/v1/operator/categories                 CategoryWrite → EditableCategory
//   PUT    /api/products/v1/operator/categories/{id}            CategoryWrite → EditableCategory
//   DELETE /api/products/v1/operator/categories/{id}            → MenuDeleteResult (refused while it holds products)
//   POST   /api/products/v1/operator/products                   ProductWrite → EditableProduct
//   PUT    /api/products/v1/operator/products/{id}              ProductWrite → EditableProduct
//   DELETE /api/products/v1/operator/products/{id}              → MenuDeleteResult (archived when ever ordered)
//   PUT    /api/products/v1/operator/visibility                 MenuVisibility → EditableMenu (hide / show one thing)
//   PUT    /api/products/v1/operator/order                      MenuReorder → EditableMenu
//   POST   /api/products/v1/operator/categories/{id}/prices     BulkPrice → BulkPriceResult
//
// A PUT replaces the whole record (send back what the menu answer gave, changed). A rule broken
// answers 400 with its own code (`params.errorCode`) and the field, in uz / ru / eng; a category,
// group, branch, product or option of another tenant answers 404; nothing is written on error.

const bounded = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => s.length <= max, coded('TEXT_TOO_LONG', { max }));

/**
 * A text in the three languages. Empty strings are allowed here (a missing translation); the
 * server refuses an empty name in the merchant's main language (NAME_REQUIRED, field `name.uz`…).
 */
export const menuText = (max: number) =>
  z.object({ uz: bounded(max).default(''), ru: bounded(max).default(''), eng: bounded(max).default('') });

const nameText = menuText(MENU_TEXT_MAX.name);
const longText = menuText(MENU_TEXT_MAX.description);

/** Money in whole so'm: a negative or fractional price is PRICE_INVALID. */
export const MenuPriceSchema = z
  .number()
  .refine((n) => Number.isInteger(n) && n >= 0 && n <= MENU_LIMITS.maxPrice, coded('PRICE_INVALID'));

const optionalText = (max: number) =>
  bounded(max)
    .nullish()
    .transform((s) => (s ? s : null));

/**
 * A picture as the catalogue answers it: `/api/media/<key>` (a key of the media store). The
 * server refuses a key that is not stored (IMAGE_NOT_FOUND).
 */
export const MenuImageSchema = z
  .string()
  .max(260)
  .regex(/^\/api\/media\/[a-z0-9][a-z0-9._\-/]*$/i, 'Expected /api/media/<key>');

export const GroupWriteSchema = z.object({
  name: nameText,
  icon: optionalText(MENU_TEXT_MAX.icon),
  image: MenuImageSchema.nullish().transform((s) => s ?? null),
  bgColor: optionalText(MENU_TEXT_MAX.color),
  iconBgColor: optionalText(MENU_TEXT_MAX.color),
  isActive: z.boolean().default(true),
});
export type GroupWrite = z.infer<typeof GroupWriteSchema>;

export const CategoryWriteSchema = z.object({
  name: nameText,
  /** null: shown without a group (group mode WITHOUT_GROUP). */
  groupId: IdSchema.nullable(),
  image: MenuImageSchema.nullish().transform((s) => s ?? null),
  textColor: optionalText(MENU_TEXT_MAX.color),
  viewType: CategoryViewTypeSchema.default('MEDIUM'),
  isWithoutCart: z.boolean().default(false),
  scrollType: ScrollTypeSchema.default('VERTICAL'),
  navigationType: NavigationTypeSchema.default('POP_UP'),
  isActive: z.boolean().default(true),
});
export type CategoryWrite = z.infer<typeof CategoryWriteSchema>;

/** One option: keep `id` to edit an existing one (old orders and stop-lists keep pointing at it). */
export const OptionWriteSchema = z.object({
  id: IdSchema.optional(),
  name: nameText,
  price: MenuPriceSchema,
  isActive: z.boolean().default(true),
});
export type OptionWrite = z.infer<typeof OptionWriteSchema>;

/** An option group; the order of `options` is their order on the storefront. */
export const OptionGroupWriteSchema = z
  .object({
    id: IdSchema.optional(),
    name: nameText,
    min: z.number().refine((n) => Number.isInteger(n) && n >= 0, coded('OPTION_GROUP_MIN_INVALID')),
    max: z.number().refine((n) => Number.isInteger(n) && n >= 1, coded('OPTION_GROUP_MAX_TOO_LOW')),
    options: z
      .array(OptionWriteSchema)
      .max(MENU_LIMITS.optionsPerGroup)
      .refine((options) => options.length > 0, coded('OPTION_GROUP_EMPTY')),
  })
  .refine((g) => g.min <= g.max, { ...coded('OPTION_GROUP_MIN_ABOVE_MAX'), path: ['min'] });
export type OptionGroupWrite = z.infer<typeof OptionGroupWriteSchema>;

/**
 * Where the product is sold: one entry per branch (a branch not listed does not sell it).
 * `price` null: the product's `costPrice`; otherwise that branch's own price.
 */
export const ProductBranchWriteSchema = z.object({
  branch: z.object({ id: IdSchema, isActive: z.boolean() }),
  price: MenuPriceSchema.nullable().default(null),
});
export type ProductBranchWrite = z.infer<typeof ProductBranchWriteSchema>;

/** A product as the catalogue answers it (spec §3 names); the editor's body of POST and PUT. */
export const ProductWriteSchema = z
  .object({
    name: nameText,
    description: longText.default({ uz: '', ru: '', eng: '' }),
    composition: longText.nullish().transform((t) => t ?? null),
    categoryId: IdSchema,
    costPrice: MenuPriceSchema,
    /** Percent off costPrice, whole 0..100. */
    discount: z
      .number()
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= 100, coded('DISCOUNT_OUT_OF_RANGE'))
      .default(0),
    unit: UnitSchema.default('COUNT'),
    measure: z
      .number()
      .min(0)
      .max(MENU_LIMITS.maxMeasure)
      .nullish()
      .transform((n) => n ?? null),
    calorie: z
      .number()
      .int()
      .min(0)
      .max(MENU_LIMITS.maxCalorie)
      .nullish()
      .transform((n) => n ?? null),
    timeCookingMin: z
      .number()
      .int()
      .min(0)
      .max(MENU_LIMITS.maxCookingMinutes)
      .nullish()
      .transform((n) => n ?? null),
    timeCookingMax: z
      .number()
      .int()
      .min(0)
      .max(MENU_LIMITS.maxCookingMinutes)
      .nullish()
      .transform((n) => n ?? null),
    labels: z.array(bounded(MENU_TEXT_MAX.label)).max(MENU_TEXT_MAX.labels).default([]),
    mxicCode: optionalText(MENU_TEXT_MAX.mxicCode),
    barcode: optionalText(MENU_TEXT_MAX.barcode),
    /** Most a customer may order at once; null: no limit. */
    maxCount: z
      .number()
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= MENU_LIMITS.maxCount, coded('MAX_COUNT_INVALID'))
      .nullish()
      .transform((n) => n ?? null),
    eatsPrice: MenuPriceSchema.nullish().transform((n) => n ?? null),
    enabledEats: z.boolean().default(false),
    expressPrice: MenuPriceSchema.nullish().transform((n) => n ?? null),
    enabledExpress: z.boolean().default(false),
    deliveryEnabled: z.boolean().default(true),
    isCartRecommendation: z.boolean().default(false),
    /** false: hidden from the storefront (the console still lists it). */
    active: z.boolean().default(true),
    image: MenuImageSchema.nullish().transform((s) => s ?? null),
    /** Photos in their order. */
    gallery: z.array(MenuImageSchema).max(MENU_LIMITS.gallery).default([]),
    productBranch: z.array(ProductBranchWriteSchema).max(200).default([]),
    /** Saved with the product, in this order; an option group left out is deleted. */
    modificationGroups: z.array(OptionGroupWriteSchema).max(MENU_LIMITS.optionGroups).default([]),
  })
  .refine(
    (p) => p.timeCookingMin === null || p.timeCookingMax === null || p.timeCookingMin <= p.timeCookingMax,
    { ...coded('COOKING_TIME_RANGE'), path: ['timeCookingMin'] },
  );
export type ProductWrite = z.infer<typeof ProductWriteSchema>;
export type ProductWriteInput = z.input<typeof ProductWriteSchema>;

export const MenuItemKindSchema = z.enum(['group', 'category', 'product', 'optionGroup', 'option']);
export type MenuItemKind = z.infer<typeof MenuItemKindSchema>;

/** `PUT …/operator/visibility`: hide (visible false) or show one group, category, product or option. */
export const MenuVisibilitySchema = z.object({
  kind: z.enum(['group', 'category', 'product', 'option']),
  id: IdSchema,
  visible: z.boolean(),
});
export type MenuVisibility = z.infer<typeof MenuVisibilitySchema>;

/**
 * `PUT …/operator/order`: the new order of ONE list, all its members listed once (otherwise
 * REORDER_MISMATCH). `parentId`: none for groups; the group for categories (null: the categories
 * without a group); the category for products; the product for option groups; the option group
 * for options.
 */
export const MenuReorderSchema = z.object({
  kind: MenuItemKindSchema,
  parentId: IdSchema.nullish().transform((n) => n ?? null),
  ids: z.array(IdSchema).min(1).max(2000),
});
export type MenuReorder = z.infer<typeof MenuReorderSchema>;

/**
 * `POST …/categories/{id}/prices`: every product of the category (hidden ones included) and its
 * per-branch prices change by `percent`, rounded half up to whole so'm. Options and the Yandex
 * Eats / Express 24 prices stay as they are (decision 024).
 */
export const BulkPriceSchema = z.object({
  percent: z
    .number()
    .refine(
      (n) =>
        Number.isInteger(n) && n >= MENU_LIMITS.bulkPercentMin && n <= MENU_LIMITS.bulkPercentMax && n !== 0,
      coded('PERCENT_OUT_OF_RANGE', { min: MENU_LIMITS.bulkPercentMin, max: MENU_LIMITS.bulkPercentMax }),
    ),
});
export type BulkPrice = z.infer<typeof BulkPriceSchema>;
