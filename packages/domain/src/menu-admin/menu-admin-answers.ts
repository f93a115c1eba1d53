import { z } from 'zod';
import { IdSchema, MoneySchema, PercentSchema, PrioritySchema } from '../common/scalars.js';
import {
  CategoryViewTypeSchema,
  NavigationTypeSchema,
  ProductTypeSchema,
  ScrollTypeSchema,
  UnitSchema,
} from '../enums/catalogue.js';
import { LanguageSchema } from '../i18n/language.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

// Answers of the menu editor (issue 17, decision 024); the calls are listed in menu-admin-requests.ts.
// Each editable record is its write body plus `id` and `priority`, so the console can send a record
// back to PUT with only what the member of staff changed.

export const EditableGroupSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  icon: z.string().nullable(),
  image: z.string().nullable(),
  bgColor: z.string().nullable(),
  iconBgColor: z.string().nullable(),
  isActive: z.boolean(),
  priority: PrioritySchema,
});
export type EditableGroup = z.infer<typeof EditableGroupSchema>;

export const EditableCategorySchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  groupId: IdSchema.nullable(),
  image: z.string().nullable(),
  textColor: z.string().nullable(),
  viewType: CategoryViewTypeSchema,
  isWithoutCart: z.boolean(),
  scrollType: ScrollTypeSchema,
  navigationType: NavigationTypeSchema,
  isActive: z.boolean(),
  priority: PrioritySchema,
});
export type EditableCategory = z.infer<typeof EditableCategorySchema>;

export const EditableOptionSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  price: MoneySchema,
  isActive: z.boolean(),
  priority: PrioritySchema,
});
export type EditableOption = z.infer<typeof EditableOptionSchema>;

export const EditableOptionGroupSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  priority: PrioritySchema,
  options: z.array(EditableOptionSchema),
});
export type EditableOptionGroup = z.infer<typeof EditableOptionGroupSchema>;

export const EditableProductBranchSchema = z.object({
  branch: z.object({ id: IdSchema, isActive: z.boolean() }),
  /** null: the product's costPrice. */
  price: MoneySchema.nullable(),
});
export type EditableProductBranch = z.infer<typeof EditableProductBranchSchema>;

export const EditableProductSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  description: MultilingualSchema,
  composition: MultilingualSchema.nullable(),
  categoryId: IdSchema,
  /** NONE without option groups, MODIFICATION with them (the server decides). */
  type: ProductTypeSchema,
  costPrice: MoneySchema,
  discount: PercentSchema,
  unit: UnitSchema,
  measure: z.number().nonnegative().nullable(),
  calorie: z.number().int().nonnegative().nullable(),
  timeCookingMin: z.number().int().nonnegative().nullable(),
  timeCookingMax: z.number().int().nonnegative().nullable(),
  labels: z.array(z.string()),
  mxicCode: z.string().nullable(),
  barcode: z.string().nullable(),
  maxCount: z.number().int().positive().nullable(),
  eatsPrice: MoneySchema.nullable(),
  enabledEats: z.boolean(),
  expressPrice: MoneySchema.nullable(),
  enabledExpress: z.boolean(),
  deliveryEnabled: z.boolean(),
  isCartRecommendation: z.boolean(),
  active: z.boolean(),
  image: z.string().nullable(),
  gallery: z.array(z.string()),
  productBranch: z.array(EditableProductBranchSchema),
  modificationGroups: z.array(EditableOptionGroupSchema),
  priority: PrioritySchema,
  /** Ordered at least once: DELETE archives it instead of deleting it. */
  ordered: z.boolean(),
});
export type EditableProduct = z.infer<typeof EditableProductSchema>;

/**
 * `GET /api/products/v1/operator/menu`: everything the editor shows, in one answer. Archived
 * products are left out; hidden groups, categories, products and options are in, with their flag.
 * Lists are in storefront order (priority, then id).
 */
export const EditableMenuSchema = z.object({
  /** The merchant's active languages and its main one: a text empty in an active language is a missing translation (`missingLanguages`). */
  languages: z.array(LanguageSchema),
  mainLanguage: LanguageSchema,
  branches: z.array(z.object({ id: IdSchema, name: MultilingualSchema, isActive: z.boolean() })),
  groups: z.array(EditableGroupSchema),
  categories: z.array(EditableCategorySchema),
  products: z.array(EditableProductSchema),
  /** The merchant's catalogue version after this read (it moves on with every change). */
  catalogueVersion: z.number().int().nonnegative(),
});
export type EditableMenu = z.infer<typeof EditableMenuSchema>;

/** DELETE of a group, category or product: whether it is gone or (a product once ordered) archived. */
export const MenuDeleteResultSchema = z.object({
  id: IdSchema,
  outcome: z.enum(['deleted', 'archived']),
});
export type MenuDeleteResult = z.infer<typeof MenuDeleteResultSchema>;

/** `POST …/categories/{id}/prices`: each product's price before and after. */
export const BulkPriceResultSchema = z.object({
  categoryId: IdSchema,
  percent: z.number().int(),
  products: z.array(z.object({ id: IdSchema, before: MoneySchema, after: MoneySchema })),
});
export type BulkPriceResult = z.infer<typeof BulkPriceResultSchema>;
