import type { Promo } from '../entities/promo.js';
import { clampPercent } from './line.js';

/** Why a promo code does not apply. Also error codes of the message catalogue. */
export type PromoRefusalReason =
  | 'PROMO_INACTIVE'
  | 'PROMO_NOT_STARTED'
  | 'PROMO_EXPIRED'
  | 'PROMO_BELOW_MIN_PRICE';

/** The parts of a promo that pricing reads. */
export type PromoTerms = Pick<
  Promo,
  'discountType' | 'productDiscount' | 'deliveryDiscount' | 'minPrice' | 'startDate' | 'endDate' | 'isActive'
>;

export type PromoOutcome =
  | { ok: true; productDiscount: number; deliveryDiscount: number }
  | { ok: false; reason: PromoRefusalReason };

/**
 * Whether the promo may be used now for products worth `productTotal`, or why not. Checked in
 * this order, so the customer hears the most fundamental reason first. The validity window is
 * inclusive at both ends (to the millisecond) and so is the minimum: a total equal to minPrice
 * qualifies (docs/design.md: thresholds are inclusive).
 */
export function checkPromo(promo: PromoTerms, productTotal: number, now: Date): PromoRefusalReason | null {
  if (!promo.isActive) return 'PROMO_INACTIVE';
  const time = now.getTime();
  if (time < Date.parse(promo.startDate)) return 'PROMO_NOT_STARTED';
  if (time > Date.parse(promo.endDate)) return 'PROMO_EXPIRED';
  if (productTotal < promo.minPrice) return 'PROMO_BELOW_MIN_PRICE';
  return null;
}

/** `percent` of `amount`, rounded half up to whole so'm. */
function percentOf(amount: number, percent: number): number {
  return Math.round((amount * clampPercent(percent)) / 100);
}

/**
 * The promo's discounts (spec §9).
 * - AMOUNT: productDiscount and deliveryDiscount are so'm taken off.
 * - PERCENTAGE: they are percents of the products and of the delivery.
 * The product discount never exceeds the products, the delivery discount never exceeds the
 * delivery price (so a pick-up order, with delivery 0, gets no delivery discount).
 *
 * @param productTotalAfterDiscounts products after their own discounts; minPrice is checked
 *   against it, because that is what the customer sees as the basket sum.
 */
export function applyPromo(
  promo: PromoTerms,
  productTotalAfterDiscounts: number,
  deliveryPrice: number,
  now: Date,
): PromoOutcome {
  const refusal = checkPromo(promo, productTotalAfterDiscounts, now);
  if (refusal) return { ok: false, reason: refusal };

  const products = Math.max(0, productTotalAfterDiscounts);
  const delivery = Math.max(0, deliveryPrice);
  const isPercentage = promo.discountType === 'PERCENTAGE';
  const productDiscount = isPercentage
    ? percentOf(products, promo.productDiscount)
    : Math.round(promo.productDiscount);
  const deliveryDiscount = isPercentage
    ? percentOf(delivery, promo.deliveryDiscount)
    : Math.round(promo.deliveryDiscount);

  return {
    ok: true,
    productDiscount: Math.min(productDiscount, products),
    deliveryDiscount: Math.min(deliveryDiscount, delivery),
  };
}
