import { z } from 'zod';
import { IdSchema, MoneySchema, PercentSchema, PrioritySchema } from '../common/scalars.js';
import { DEFAULT_UNIT, ProductTypeSchema, UnitSchema } from '../enums/catalogue.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

/** One choice inside an option group, e.g. "extra cheese +5 000 so'm". */
export const ModificationSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  /** Added to the product price per unit of the option; 0 is a free option. */
  price: MoneySchema,
  /** How many of this option the customer picked (0 in the menu, ≥1 in a basket). */
  count: z.number().int().nonnegative().default(0),
  priority: PrioritySchema.default(0),
  /** Menu only: branches whose stop-list holds this option now (absent: none, issue 16). */
  unavailableBranchIds: z.array(IdSchema).optional(),
});
export type Modification = z.infer<typeof ModificationSchema>;

/**
 * A group of options of a MODIFICATION product with its selection limits (spec §3, §5): the
 * customer must pick at least `min` and at most `max` options (summing their counts).
 */
export const ModificationGroupSchema = z
  .object({
    id: IdSchema,
    name: MultilingualSchema,
    min: z.number().int().nonnegative(),
    max: z.number().int().nonnegative(),
    priority: PrioritySchema.default(0),
    modifications: z.array(ModificationSchema),
  })
  .refine((group) => group.min <= group.max, { message: 'min must not exceed max', path: ['min'] });
export type ModificationGroup = z.infer<typeof ModificationGroupSchema>;

/**
 * Where a product is sold (spec §3: "each has a branch object with isActive and id").
 * `branch.isActive` false means the product is temporarily not available at that branch.
 */
export const ProductBranchSchema = z.object({
  branch: z.object({ id: IdSchema, isActive: z.boolean() }),
  /** That branch's own price in so'm (issue 17); absent: `costPrice`. */
  price: MoneySchema.optional(),
});
export type ProductBranch = z.infer<typeof ProductBranchSchema>;

/** Small references instead of nested objects: a product inside a category must not loop back. */
export const CatalogueRefSchema = z.object({ id: IdSchema, name: MultilingualSchema });
export type CatalogueRef = z.infer<typeof CatalogueRefSchema>;

/** A product (spec §3). Field names are the spec's, misspellings included (favaoriteId, loinPosterId). */
export const ProductSchema = z.object({
  id: IdSchema,
  /** The parent product when this record is a variant; null for ordinary products. */
  productId: IdSchema.nullable().default(null),
  name: MultilingualSchema,
  description: MultilingualSchema,
  /** Ingredients, shown as "composition" on the product page (spec §2). */
  composition: MultilingualSchema.nullable().default(null),
  image: z.string().nullable(),
  gallery: z.array(z.string()).default([]),
  type: ProductTypeSchema,
  unit: UnitSchema.default(DEFAULT_UNIT),
  /** Size of a portion in `unit`, e.g. 350 (g). */
  measure: z.number().nonnegative().nullable().default(null),
  calorie: z.number().nonnegative().nullable().default(null),
  timeCookingMin: z.number().int().nonnegative().nullable().default(null),
  timeCookingMax: z.number().int().nonnegative().nullable().default(null),
  active: z.boolean(),
  categoryId: IdSchema,
  category: CatalogueRefSchema.nullable().default(null),
  group: CatalogueRefSchema.nullable().default(null),
  priority: PrioritySchema.default(0),

  costPrice: MoneySchema,
  /** Percent off costPrice (modifications are never discounted). */
  discount: PercentSchema.default(0),
  additionalPrice: MoneySchema.default(0),
  eatsPrice: MoneySchema.nullable().default(null),
  enabledEats: z.boolean().default(false),
  expressPrice: MoneySchema.nullable().default(null),
  enabledExpress: z.boolean().default(false),
  deliveryEnabled: z.boolean().default(true),
  isCartRecommendation: z.boolean().default(false),
  /** Most a customer may order at once; null = no limit ("not enough products, maximum amount"). */
  maxCount: z.number().int().positive().nullable().default(null),
  count: z.number().int().nonnegative().default(1),
  amount: z.number().int().nonnegative().default(1),

  productBranch: z.array(ProductBranchSchema).default([]),
  modificationGroups: z.array(ModificationGroupSchema).default([]),

  labels: z.array(z.string()).default([]),
  tags: z.array(z.string()).default([]),
  systems: z.array(z.string()).default([]),
  /** Average customer grade 0..5; null when nobody graded it yet. */
  grade: z.number().min(0).max(5).nullable().default(null),
  favaoriteId: IdSchema.nullable().default(null),
  isFavourite: z.boolean().default(false),
  favourite: z.boolean().default(false),

  // Integration ids: opaque strings of the external systems (Poster, Jowi, fiscal codes).
  integrationId: z.string().nullable().default(null),
  integrationCategoryId: z.string().nullable().default(null),
  posterId: z.string().nullable().default(null),
  posterName: z.string().nullable().default(null),
  posterAmount: z.number().nullable().default(null),
  loinPosterId: z.string().nullable().default(null),
  jowiId: z.string().nullable().default(null),
  /** Fiscal product code (IKPU) printed on receipts. */
  mxicCode: z.string().nullable().default(null),
  barcode: z.string().nullable().default(null),
});
export type Product = z.infer<typeof ProductSchema>;
