import { z } from 'zod';
import { IdSchema, MoneySchema, PercentSchema } from '../common/scalars.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import { ProductBranchSchema } from './product.js';

/** A chosen option of a cart line: `count` of it at `price` each (per unit of the product). */
export const CartModificationSchema = z.object({
  id: IdSchema,
  /** The option group it belongs to; lets the server check the group's min/max. */
  groupId: IdSchema.nullish(),
  name: MultilingualSchema.optional(),
  count: z.number().int().positive().max(99),
  price: MoneySchema,
});
export type CartModification = z.infer<typeof CartModificationSchema>;

/**
 * The product of a cart line (spec §3: costPrice, discount, count, productBranch list). The
 * prices a client sends are only compared: the server reprices from the database (docs/design.md).
 */
export const CartProductSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema.optional(),
  image: z.string().nullish(),
  costPrice: MoneySchema,
  discount: PercentSchema.default(0),
  /** Bounded so that no basket can overflow an integer column of so'm. */
  count: z.number().int().positive().max(999),
  productBranch: z.array(ProductBranchSchema).default([]),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

export const CartItemSchema = z.object({
  product: CartProductSchema,
  modifications: z.array(CartModificationSchema).default([]),
});
export type CartItem = z.infer<typeof CartItemSchema>;

const count = z.number().int().nonnegative();

/**
 * The totals of an order, all integer so'm except productCount. Definitions (pricing/totals.ts
 * and docs/decisions/003-pricing-and-rounding.md):
 * - productPrice: Σ line totals — (costPrice + Σ option count × price) × count, before discounts
 * - productDiscount: Σ line discounts of the products' own discount percents
 * - productCount: Σ line counts
 * - totalProductDiscount: productDiscount + the promo's product discount
 * - totalProductPrice: productPrice − totalProductDiscount
 * - deliveryPrice: 0 for pick-up and dine-in
 * - deliveryDiscount: the promo's delivery discount, ≤ deliveryPrice
 * - cashback: balance spent on this order
 * - totalDiscount: totalProductDiscount + deliveryDiscount (cashback is a payment, not a discount)
 * - totalPrice: totalProductPrice + deliveryPrice − deliveryDiscount − cashback, never below 0
 */
export const OrderTotalsSchema = z.object({
  productPrice: MoneySchema,
  productDiscount: MoneySchema,
  productCount: count,
  totalProductPrice: MoneySchema,
  totalProductDiscount: MoneySchema,
  deliveryPrice: MoneySchema,
  deliveryDiscount: MoneySchema,
  cashback: MoneySchema,
  totalDiscount: MoneySchema,
  totalPrice: MoneySchema,
});
export type OrderTotals = z.infer<typeof OrderTotalsSchema>;

/** The `totals` object of an order request (spec §3): delivery and cashback travel beside it. */
export const OrderRequestTotalsSchema = OrderTotalsSchema.pick({
  totalProductPrice: true,
  totalProductDiscount: true,
  totalPrice: true,
  totalDiscount: true,
  productPrice: true,
  productDiscount: true,
  productCount: true,
});
export type OrderRequestTotals = z.infer<typeof OrderRequestTotalsSchema>;
