import type { Promo } from '../entities/promo.js';

// The zod-free half of promo editing (decision 026): the storefront's bundle uses it too.

export const PROMO_KINDS = ['AMOUNT', 'PERCENTAGE', 'FREE_DELIVERY'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Codes are typed at checkout on phones: letters, digits, dash and underscore only. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/**
 * Until when a promo without an end date runs: the column is NOT NULL (spec §3), so "no end"
 * is a date no one will reach; screens show it as "no end date".
 */
export const PROMO_OPEN_END = '2100-01-01T00:00:00.000Z';
export const isOpenEnded = (endDate: string) => Date.parse(endDate) >= Date.parse(PROMO_OPEN_END);

type StoredTerms = Pick<Promo, 'discountType' | 'productDiscount' | 'deliveryDiscount'>;

/** The kind and amount of a stored promo (a seeded one may mix discounts: its product part wins). */
export function promoKindOf(promo: StoredTerms): { type: PromoKind; amount: number } {
  if (promo.productDiscount <= 0 && promo.deliveryDiscount > 0) return { type: 'FREE_DELIVERY', amount: 0 };
  return {
    type: promo.discountType === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT',
    amount: Math.round(promo.productDiscount),
  };
}

/** The stored discount columns of a promo of this kind. */
export function promoTermsOf(type: PromoKind, amount: number): StoredTerms {
  if (type === 'FREE_DELIVERY')
    return { discountType: 'PERCENTAGE', productDiscount: 0, deliveryDiscount: 100 };
  return { discountType: type, productDiscount: amount, deliveryDiscount: 0 };
}
