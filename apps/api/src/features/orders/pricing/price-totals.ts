import {
  computeOrderPricing,
  formatSom,
  lineDiscount,
  lineTotal,
  type OrderRequest,
  type OrderTotals,
} from '@dastarkhan/domain';
import { AppError } from '../../../http/app-error.js';
import type { FactPromo, OrderFacts } from '../order-facts.js';
import type { PricedItem } from './priced-order.js';

const TOTAL_KEYS = [
  'productPrice',
  'productDiscount',
  'productCount',
  'totalProductPrice',
  'totalProductDiscount',
  'totalDiscount',
  'totalPrice',
] as const;

export interface PricedTotals {
  totals: OrderTotals;
  /** The promo the order uses (the request named one and it applies). */
  promo: FactPromo | null;
}

/**
 * How much: the promo and the cashback the request asks for must be available, the pricing
 * rules (domain) give the totals at `at`, and the totals the customer was shown must match them.
 */
export function priceTotals(
  request: OrderRequest,
  facts: OrderFacts,
  items: PricedItem[],
  deliveryPrice: number,
  at: Date,
): PricedTotals {
  const { settings } = facts;
  const promoCode = request.promoCode?.trim() || null;
  if (promoCode && !settings.promoActive) throw new AppError(422, 'PROMO_UNAVAILABLE', {}, 'promoCode');
  if (promoCode && !facts.promo) throw new AppError(404, 'PROMO_NOT_FOUND', { code: promoCode }, 'promoCode');
  if (request.cashback > 0) {
    if (!settings.cashbackActive) throw new AppError(422, 'CASHBACK_UNAVAILABLE', {}, 'cashback');
    if (request.cashback > facts.cashbackBalance)
      throw new AppError(
        422,
        'CASHBACK_INSUFFICIENT',
        { balance: formatSom(facts.cashbackBalance, 'uz') },
        'cashback',
      );
  }
  const pricing = computeOrderPricing({
    items: items.map((item) => ({
      product: { costPrice: item.costPrice, discount: item.discount, count: item.count },
      modifications: item.modifications,
    })),
    serviceType: request.serviceType,
    deliveryPrice,
    promo: promoCode ? facts.promo : null,
    cashback: request.cashback > 0 ? { requested: request.cashback, balance: facts.cashbackBalance } : null,
    now: at,
  });
  if (pricing.promo && !pricing.promo.ok) {
    const params =
      pricing.promo.reason === 'PROMO_BELOW_MIN_PRICE'
        ? { minPrice: formatSom(facts.promo!.minPrice, 'uz') }
        : ({} as Record<string, string>);
    throw new AppError(422, pricing.promo.reason, params, 'promoCode');
  }
  checkClientTotals(request, pricing.totals);
  return { totals: pricing.totals, promo: promoCode ? facts.promo : null };
}

export function withLinePrices(item: PricedItem): PricedItem {
  const line = {
    product: { costPrice: item.costPrice, discount: item.discount, count: item.count },
    modifications: item.modifications,
  };
  return { ...item, lineTotal: lineTotal(line), lineDiscount: lineDiscount(line) };
}

/** The client's totals must be the server's, line by line: nobody pays what they were not shown. */
function checkClientTotals(request: OrderRequest, totals: OrderTotals) {
  if (!request.totals) throw new AppError(400, 'TOTALS_REQUIRED', {}, 'totals');
  for (const key of TOTAL_KEYS) {
    if (request.totals[key] !== totals[key])
      throw new AppError(422, 'ORDER_TOTALS_MISMATCH', {}, `totals.${key}`);
  }
  if (request.deliveryPrice !== totals.deliveryPrice)
    throw new AppError(422, 'ORDER_TOTALS_MISMATCH', {}, 'deliveryPrice');
  if (request.deliveryDiscount !== totals.deliveryDiscount)
    throw new AppError(422, 'ORDER_TOTALS_MISMATCH', {}, 'deliveryDiscount');
  if (request.cashback !== totals.cashback) throw new AppError(422, 'ORDER_TOTALS_MISMATCH', {}, 'cashback');
}
