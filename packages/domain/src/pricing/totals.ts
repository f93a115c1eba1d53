import type { OrderRequestTotals, OrderTotals } from '../entities/cart.js';
import type { ServiceType } from '../enums/service-type.js';
import { isDeliveryService } from '../enums/service-type-kind.js';
import { applyCashback } from './cashback.js';
import { lineDiscount, lineTotal, type PricedLine } from './line.js';
import { applyPromo, type PromoOutcome, type PromoTerms } from './promo.js';

export interface CashbackRequest {
  /** So'm the customer wants to pay from the balance. */
  requested: number;
  /** The customer's current cashback balance. */
  balance: number;
}

export interface TotalsInput {
  items: readonly PricedLine[];
  serviceType: ServiceType;
  /** Delivery price from the tariff; ignored (0) for pick-up and dine-in. */
  deliveryPrice: number;
  promo?: PromoTerms | null;
  cashback?: CashbackRequest | null;
  now: Date;
}

export interface OrderPricing {
  totals: OrderTotals;
  /** null when no promo was given; a refusal says why the promo discounted nothing. */
  promo: PromoOutcome | null;
}

/**
 * The order's totals (spec §9), every amount integer so'm:
 * - productPrice = Σ lineTotal; productDiscount = Σ lineDiscount; productCount = Σ counts
 * - the promo applies to productPrice − productDiscount and to the delivery price
 * - totalProductDiscount = productDiscount + promo product discount
 * - totalProductPrice = productPrice − totalProductDiscount
 * - deliveryPrice = 0 for pick-up and dine-in; deliveryDiscount = promo delivery discount
 * - totalDiscount = totalProductDiscount + deliveryDiscount
 * - cashback = min(requested, balance, what is left to pay)
 * - totalPrice = totalProductPrice + deliveryPrice − deliveryDiscount − cashback ≥ 0
 * A refused promo contributes nothing; `promo` in the result says why.
 */
export function computeOrderPricing(input: TotalsInput): OrderPricing {
  let productPrice = 0;
  let productDiscount = 0;
  let productCount = 0;
  for (const item of input.items) {
    productPrice += lineTotal(item);
    productDiscount += lineDiscount(item);
    productCount += item.product.count;
  }

  const deliveryPrice = isDeliveryService(input.serviceType) ? Math.max(0, input.deliveryPrice) : 0;
  const promo = input.promo
    ? applyPromo(input.promo, productPrice - productDiscount, deliveryPrice, input.now)
    : null;
  const promoProductDiscount = promo?.ok ? promo.productDiscount : 0;
  const deliveryDiscount = promo?.ok ? promo.deliveryDiscount : 0;

  const totalProductDiscount = productDiscount + promoProductDiscount;
  const totalProductPrice = productPrice - totalProductDiscount;
  const payable = totalProductPrice + deliveryPrice - deliveryDiscount;
  const cashback = input.cashback
    ? applyCashback(input.cashback.requested, input.cashback.balance, payable)
    : 0;

  return {
    totals: {
      productPrice,
      productDiscount,
      productCount,
      totalProductPrice,
      totalProductDiscount,
      deliveryPrice,
      deliveryDiscount,
      cashback,
      totalDiscount: totalProductDiscount + deliveryDiscount,
      totalPrice: payable - cashback,
    },
    promo,
  };
}

/** `computeOrderPricing` without the promo outcome, for callers that only need the numbers. */
export function computeTotals(input: TotalsInput): OrderTotals {
  return computeOrderPricing(input).totals;
}

/** The `totals` an order request carries (spec §3): delivery, its discount and cashback travel beside it. */
export function requestTotals(totals: OrderTotals): OrderRequestTotals {
  return {
    productPrice: totals.productPrice,
    productDiscount: totals.productDiscount,
    productCount: totals.productCount,
    totalProductPrice: totals.totalProductPrice,
    totalProductDiscount: totals.totalProductDiscount,
    totalDiscount: totals.totalDiscount,
    totalPrice: totals.totalPrice,
  };
}
