import { describe, expect, it } from 'vitest';
import type { OrderTotals } from '../entities/cart.js';
import { createLine, createPromo, MID_MARCH } from './test-factories.js';
import { computeOrderPricing, computeTotals, type TotalsInput } from './totals.js';

// A basket used by several rows:
//   2 × plov 45 000 with one 5 000 option, 10% off → gross 100 000, discount 9 000
//   3 × tea 12 000                                 → gross  36 000
// productPrice 136 000, productDiscount 9 000, 5 items, 127 000 after own discounts.
const BASKET = [
  createLine({ costPrice: 45_000, discount: 10, count: 2 }, [{ count: 1, price: 5_000 }]),
  createLine({ costPrice: 12_000, count: 3 }),
];

function input(overrides: Partial<TotalsInput>): TotalsInput {
  return { items: BASKET, serviceType: 'DELIVERY', deliveryPrice: 12_000, now: MID_MARCH, ...overrides };
}

describe('computeTotals', () => {
  it.each<{ name: string; input: TotalsInput; want: OrderTotals }>([
    {
      name: 'adds line totals, own discounts and the delivery price',
      input: input({}),
      want: {
        productPrice: 136_000,
        productDiscount: 9_000,
        productCount: 5,
        totalProductPrice: 127_000,
        totalProductDiscount: 9_000,
        deliveryPrice: 12_000,
        deliveryDiscount: 0,
        cashback: 0,
        totalDiscount: 9_000,
        totalPrice: 139_000,
      },
    },
    {
      name: 'adds an AMOUNT promo to the product discount and discounts the delivery',
      input: input({ promo: createPromo() }),
      want: {
        productPrice: 136_000,
        productDiscount: 9_000,
        productCount: 5,
        totalProductPrice: 117_000,
        totalProductDiscount: 19_000,
        deliveryPrice: 12_000,
        deliveryDiscount: 5_000,
        cashback: 0,
        totalDiscount: 24_000,
        totalPrice: 124_000,
      },
    },
    {
      name: 'caps the delivery discount at the delivery price',
      input: input({ promo: createPromo({ productDiscount: 0, deliveryDiscount: 20_000 }) }),
      want: {
        productPrice: 136_000,
        productDiscount: 9_000,
        productCount: 5,
        totalProductPrice: 127_000,
        totalProductDiscount: 9_000,
        deliveryPrice: 12_000,
        deliveryDiscount: 12_000,
        cashback: 0,
        totalDiscount: 21_000,
        totalPrice: 127_000,
      },
    },
    {
      name: 'zeroes delivery price and delivery discount for pick-up',
      input: input({ serviceType: 'PICK_UP', promo: createPromo() }),
      want: {
        productPrice: 136_000,
        productDiscount: 9_000,
        productCount: 5,
        totalProductPrice: 117_000,
        totalProductDiscount: 19_000,
        deliveryPrice: 0,
        deliveryDiscount: 0,
        cashback: 0,
        totalDiscount: 19_000,
        totalPrice: 117_000,
      },
    },
    {
      name: 'zeroes the delivery price for dine-in',
      input: input({ serviceType: 'DINE_IN' }),
      want: {
        productPrice: 136_000,
        productDiscount: 9_000,
        productCount: 5,
        totalProductPrice: 127_000,
        totalProductDiscount: 9_000,
        deliveryPrice: 0,
        deliveryDiscount: 0,
        cashback: 0,
        totalDiscount: 9_000,
        totalPrice: 127_000,
      },
    },
    {
      name: 'takes a PERCENTAGE promo of the discounted products and of the delivery',
      input: input({
        items: [createLine({ costPrice: 25_000, count: 4 })],
        deliveryPrice: 15_000,
        promo: createPromo({ discountType: 'PERCENTAGE', productDiscount: 10, deliveryDiscount: 100 }),
      }),
      want: {
        productPrice: 100_000,
        productDiscount: 0,
        productCount: 4,
        totalProductPrice: 90_000,
        totalProductDiscount: 10_000,
        deliveryPrice: 15_000,
        deliveryDiscount: 15_000,
        cashback: 0,
        totalDiscount: 25_000,
        totalPrice: 90_000,
      },
    },
    {
      name: 'checks minPrice against the products after their own discounts',
      // 55 000 gross, 10% own discount → 49 500, below the 50 000 minimum.
      input: input({
        items: [createLine({ costPrice: 55_000, discount: 10, count: 1 })],
        promo: createPromo(),
      }),
      want: {
        productPrice: 55_000,
        productDiscount: 5_500,
        productCount: 1,
        totalProductPrice: 49_500,
        totalProductDiscount: 5_500,
        deliveryPrice: 12_000,
        deliveryDiscount: 0,
        cashback: 0,
        totalDiscount: 5_500,
        totalPrice: 61_500,
      },
    },
    {
      name: 'subtracts the cashback from the total',
      input: input({ cashback: { requested: 20_000, balance: 50_000 } }),
      want: {
        productPrice: 136_000,
        productDiscount: 9_000,
        productCount: 5,
        totalProductPrice: 127_000,
        totalProductDiscount: 9_000,
        deliveryPrice: 12_000,
        deliveryDiscount: 0,
        cashback: 20_000,
        totalDiscount: 9_000,
        totalPrice: 119_000,
      },
    },
    {
      name: 'spends no more cashback than the balance',
      input: input({ cashback: { requested: 20_000, balance: 7_000 } }),
      want: {
        productPrice: 136_000,
        productDiscount: 9_000,
        productCount: 5,
        totalProductPrice: 127_000,
        totalProductDiscount: 9_000,
        deliveryPrice: 12_000,
        deliveryDiscount: 0,
        cashback: 7_000,
        totalDiscount: 9_000,
        totalPrice: 132_000,
      },
    },
    {
      name: 'never lets cashback larger than the total take it below zero',
      input: input({
        items: [createLine({ costPrice: 10_000, count: 1 })],
        serviceType: 'PICK_UP',
        cashback: { requested: 50_000, balance: 50_000 },
      }),
      want: {
        productPrice: 10_000,
        productDiscount: 0,
        productCount: 1,
        totalProductPrice: 10_000,
        totalProductDiscount: 0,
        deliveryPrice: 0,
        deliveryDiscount: 0,
        cashback: 10_000,
        totalDiscount: 0,
        totalPrice: 0,
      },
    },
    {
      name: 'leaves no room for a promo after a 100% product discount',
      input: input({
        items: [createLine({ costPrice: 30_000, discount: 100, count: 2 })],
        serviceType: 'PICK_UP',
        promo: createPromo({ minPrice: 0 }),
      }),
      want: {
        productPrice: 60_000,
        productDiscount: 60_000,
        productCount: 2,
        totalProductPrice: 0,
        totalProductDiscount: 60_000,
        deliveryPrice: 0,
        deliveryDiscount: 0,
        cashback: 0,
        totalDiscount: 60_000,
        totalPrice: 0,
      },
    },
    {
      name: 'charges only the delivery for zero-price products',
      input: input({ items: [createLine({ costPrice: 0, count: 3 })] }),
      want: {
        productPrice: 0,
        productDiscount: 0,
        productCount: 3,
        totalProductPrice: 0,
        totalProductDiscount: 0,
        deliveryPrice: 12_000,
        deliveryDiscount: 0,
        cashback: 0,
        totalDiscount: 0,
        totalPrice: 12_000,
      },
    },
  ])('$name', ({ input, want }) => {
    expect(computeTotals(input)).toEqual(want);
  });

  it('treats a negative delivery price as zero', () => {
    expect(computeTotals(input({ deliveryPrice: -500 })).deliveryPrice).toBe(0);
  });
});

describe('computeOrderPricing', () => {
  it('reports why a promo was refused and discounts nothing', () => {
    const result = computeOrderPricing(input({ promo: createPromo({ minPrice: 200_000 }) }));
    expect(result.promo).toEqual({ ok: false, reason: 'PROMO_BELOW_MIN_PRICE' });
    expect(result.totals.totalProductDiscount).toBe(9_000);
    expect(result.totals.totalPrice).toBe(139_000);
  });

  it('reports no promo outcome when no promo was given', () => {
    expect(computeOrderPricing(input({})).promo).toBeNull();
  });

  it('reports an accepted promo with its discounts', () => {
    expect(computeOrderPricing(input({ promo: createPromo() })).promo).toEqual({
      ok: true,
      productDiscount: 10_000,
      deliveryDiscount: 5_000,
    });
  });
});
