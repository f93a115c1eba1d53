import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, MoneySchema } from '../common/scalars.js';
import { PROMO_KINDS } from './promo-terms.js';

/**
 * What a promo gives, as the console and the customer's promo list name it (decision 026). The
 * stored promo keeps spec §3's discountType/productDiscount/deliveryDiscount: FREE_DELIVERY is a
 * PERCENTAGE promo of 0 % off the products and 100 % off the delivery.
 */
export const PromoKindSchema = z.enum(PROMO_KINDS);

/**
 * A promo as the console writes it (`POST|PUT /api/orders/v1/operator/promos`). Ranges are
 * checked by the server with their own error codes (percent 1..100, amount > 0, dates in order),
 * so the shape here stays loose enough to reach those checks.
 */
export const PromoEditSchema = z.object({
  code: z.string().trim().max(64),
  type: PromoKindSchema,
  /** So'm off the products (AMOUNT), percent off them (PERCENTAGE); ignored for FREE_DELIVERY. */
  amount: z.number().int().optional().default(0),
  minPrice: MoneySchema.optional().default(0),
  /** null or omitted: no limit. */
  usesPerCustomer: z.number().int().min(1).max(1_000_000).nullable().optional().default(null),
  usesTotal: z.number().int().min(1).max(100_000_000).nullable().optional().default(null),
  /** Omitted: from now. */
  startDate: IsoDateTimeSchema.nullable().optional(),
  /** Omitted: no end date. */
  endDate: IsoDateTimeSchema.nullable().optional(),
});
export type PromoEdit = z.infer<typeof PromoEditSchema>;
export type PromoEditInput = z.input<typeof PromoEditSchema>;

export const PromoActiveChangeSchema = z.object({ isActive: z.boolean() });

/** A promo in the console's list: its terms, its limits and how many orders used it. */
export const OperatorPromoSchema = z.object({
  id: IdSchema,
  code: z.string(),
  type: PromoKindSchema,
  amount: z.number().int().nonnegative(),
  minPrice: MoneySchema,
  usesPerCustomer: z.number().int().nullable(),
  usesTotal: z.number().int().nullable(),
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  isActive: z.boolean(),
  /** Orders that used it and were not canceled (a canceled order gives its use back). */
  uses: z.number().int().nonnegative(),
  createdDate: IsoDateTimeSchema,
  lastModifiedDate: IsoDateTimeSchema,
});
export type OperatorPromo = z.infer<typeof OperatorPromoSchema>;

/** A promo the signed-in customer may use now (`GET /api/orders/v1/promos/available`). */
export const AvailablePromoSchema = z.object({
  id: IdSchema,
  code: z.string(),
  type: PromoKindSchema,
  amount: z.number().int().nonnegative(),
  minPrice: MoneySchema,
  endDate: IsoDateTimeSchema,
  /** How many more orders of this customer may use it; null: no limit for them. */
  usesLeft: z.number().int().positive().nullable(),
});
export type AvailablePromo = z.infer<typeof AvailablePromoSchema>;
