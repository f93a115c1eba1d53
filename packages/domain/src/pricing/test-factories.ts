import type { PricedLine, PricedModification } from './line.js';
import type { PromoTerms } from './promo.js';

// Test factories (createX(overrides)) shared by the pricing tests. Not exported from the package.

export function createLine(
  product: Partial<PricedLine['product']> = {},
  modifications: PricedModification[] = [],
): PricedLine {
  return { product: { costPrice: 10_000, discount: 0, count: 1, ...product }, modifications };
}

/** An AMOUNT promo valid through March 2026 (Tashkent time) for baskets of 50 000 so'm and up. */
export function createPromo(overrides: Partial<PromoTerms> = {}): PromoTerms {
  return {
    discountType: 'AMOUNT',
    productDiscount: 10_000,
    deliveryDiscount: 5_000,
    minPrice: 50_000,
    startDate: '2026-03-01T00:00:00+05:00',
    endDate: '2026-03-31T23:59:59+05:00',
    isActive: true,
    ...overrides,
  };
}

/** Mid-March 2026, inside createPromo's window. */
export const MID_MARCH = new Date('2026-03-15T12:00:00+05:00');
