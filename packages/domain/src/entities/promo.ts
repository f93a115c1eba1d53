import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, MoneySchema } from '../common/scalars.js';
import { PromoDiscountTypeSchema } from '../enums/content.js';

/**
 * A promo code (spec §3). For AMOUNT promos `productDiscount` and `deliveryDiscount` are so'm;
 * for PERCENTAGE promos they are percents (pricing caps them at 100). Valid from `startDate` to
 * `endDate` inclusive, for product totals of at least `minPrice` (see pricing/promo.ts).
 */
export const PromoSchema = z.object({
  id: IdSchema,
  code: z.string().min(1),
  discountType: PromoDiscountTypeSchema,
  productDiscount: z.number().nonnegative(),
  deliveryDiscount: z.number().nonnegative(),
  minPrice: MoneySchema,
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  isActive: z.boolean(),
  createdDate: IsoDateTimeSchema,
  lastModifiedDate: IsoDateTimeSchema,
});
export type Promo = z.infer<typeof PromoSchema>;
