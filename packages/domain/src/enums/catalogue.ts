import { z } from 'zod';
import type { Multilingual } from '../i18n/multilingual.js';

// Enumerations of the catalogue and of how it is laid out (spec §3).

/** Menu layout: tabs of groups, or categories straight away. Merchant settings `groupView`. */
export const GroupModeSchema = z.enum(['GROUP', 'WITHOUT_GROUP']);
export type GroupMode = z.infer<typeof GroupModeSchema>;

/** Which categories a screen shows. Merchant settings `categoryView`. */
export const CategoryScopeSchema = z.enum(['ALL', 'ONE_CATEGORY', 'GROUP_CATEGORY']);
export type CategoryScope = z.infer<typeof CategoryScopeSchema>;

/** NONE: a plain product; MODIFICATION: a product with option groups to choose from. */
export const ProductTypeSchema = z.enum(['NONE', 'MODIFICATION']);
export type ProductType = z.infer<typeof ProductTypeSchema>;

export const UnitSchema = z.enum(['KG', 'LITER', 'GRAMM', 'COUNT']);
export type Unit = z.infer<typeof UnitSchema>;
export const DEFAULT_UNIT: Unit = 'COUNT';

/** Short unit names printed after a measure ("350 g"). */
export const UNIT_LABELS: Record<Unit, Multilingual> = {
  KG: { uz: 'kg', ru: 'кг', eng: 'kg' },
  LITER: { uz: 'l', ru: 'л', eng: 'l' },
  GRAMM: { uz: 'g', ru: 'г', eng: 'g' },
  COUNT: { uz: 'dona', ru: 'шт', eng: 'pcs' },
};

export const CategoryViewTypeSchema = z.enum(['BIG', 'MEDIUM', 'SMALL']);
export type CategoryViewType = z.infer<typeof CategoryViewTypeSchema>;

export const ScrollTypeSchema = z.enum(['VERTICAL', 'HORIZONTAL']);
export type ScrollType = z.infer<typeof ScrollTypeSchema>;

/** How a product opens: bottom sheet, pop-up (category default) or a full page. */
export const NavigationTypeSchema = z.enum(['SHEET', 'POP_UP', 'FULL_SCREEN']);
export type NavigationType = z.infer<typeof NavigationTypeSchema>;

export const BasketPositionSchema = z.enum(['NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT']);
export type BasketPosition = z.infer<typeof BasketPositionSchema>;
