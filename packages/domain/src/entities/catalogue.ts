import { z } from 'zod';
import { IdSchema, PrioritySchema } from '../common/scalars.js';
import { CategoryViewTypeSchema, NavigationTypeSchema, ScrollTypeSchema } from '../enums/catalogue.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import { ProductSchema } from './product.js';

/**
 * A category (spec §3). In the flat catalogue answer `products` is empty; `buildMenu` fills it.
 * Defaults are the spec's: MEDIUM view, VERTICAL scroll, POP_UP navigation.
 */
export const CategorySchema = z.object({
  id: IdSchema,
  /** Null for categories shown without a group (group mode WITHOUT_GROUP). */
  groupId: IdSchema.nullable(),
  name: MultilingualSchema,
  image: z.string().nullable(),
  priority: PrioritySchema.default(0),
  textColor: z.string().nullable().default(null),
  viewType: CategoryViewTypeSchema.default('MEDIUM'),
  isWithoutCart: z.boolean().default(false),
  scrollType: ScrollTypeSchema.default('VERTICAL'),
  navigationType: NavigationTypeSchema.default('POP_UP'),
  products: z.array(ProductSchema).default([]),
});
export type Category = z.infer<typeof CategorySchema>;

/** A group of categories (a menu tab). In the flat answer `categories` is empty. */
export const GroupSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  icon: z.string().nullable(),
  image: z.string().nullable(),
  bgColor: z.string().nullable(),
  iconBgColor: z.string().nullable(),
  priority: PrioritySchema.default(0),
  categories: z.array(CategorySchema).default([]),
});
export type Group = z.infer<typeof GroupSchema>;

/** The catalogue overview (`GET /products/v1/overalls`): three flat lists. */
export const OverallMenuSchema = z.object({
  groups: z.array(GroupSchema),
  categories: z.array(CategorySchema),
  products: z.array(ProductSchema),
});
export type OverallMenu = z.infer<typeof OverallMenuSchema>;

/** Average grade of a product (`GET /products/v1/grade`). */
export const ProductGradeSchema = z.object({
  productId: IdSchema,
  grade: z.number().min(0).max(5),
});
export type ProductGrade = z.infer<typeof ProductGradeSchema>;
