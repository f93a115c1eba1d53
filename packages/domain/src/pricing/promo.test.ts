import { describe, expect, it } from 'vitest';
import { applyPromo, type PromoOutcome } from './promo.js';
import { createPromo, MID_MARCH } from './test-factories.js';

describe('applyPromo', () => {
  it.each([
    {
      name: "AMOUNT subtracts its product and delivery discounts as so'm",
      promo: createPromo(),
      products: 80_000,
      delivery: 12_000,
      want: { ok: true, productDiscount: 10_000, deliveryDiscount: 5_000 },
    },
    {
      name: 'AMOUNT never discounts more than the products',
      promo: createPromo({ productDiscount: 100_000, minPrice: 0 }),
      products: 60_000,
      delivery: 12_000,
      want: { ok: true, productDiscount: 60_000, deliveryDiscount: 5_000 },
    },
    {
      name: 'AMOUNT caps the delivery discount at the delivery price',
      promo: createPromo({ deliveryDiscount: 20_000 }),
      products: 80_000,
      delivery: 12_000,
      want: { ok: true, productDiscount: 10_000, deliveryDiscount: 12_000 },
    },
    {
      name: 'gives no delivery discount when delivery is free',
      promo: createPromo(),
      products: 80_000,
      delivery: 0,
      want: { ok: true, productDiscount: 10_000, deliveryDiscount: 0 },
    },
    {
      name: 'PERCENTAGE takes its percents of the products and of the delivery',
      promo: createPromo({ discountType: 'PERCENTAGE', productDiscount: 10, deliveryDiscount: 50 }),
      products: 85_000,
      delivery: 15_000,
      want: { ok: true, productDiscount: 8_500, deliveryDiscount: 7_500 },
    },
    {
      name: 'PERCENTAGE may discount only the products',
      promo: createPromo({ discountType: 'PERCENTAGE', productDiscount: 20, deliveryDiscount: 0 }),
      products: 50_000,
      delivery: 15_000,
      want: { ok: true, productDiscount: 10_000, deliveryDiscount: 0 },
    },
    {
      name: 'PERCENTAGE may discount only the delivery',
      promo: createPromo({ discountType: 'PERCENTAGE', productDiscount: 0, deliveryDiscount: 100 }),
      products: 50_000,
      delivery: 15_000,
      want: { ok: true, productDiscount: 0, deliveryDiscount: 15_000 },
    },
    {
      // 15% of 33 333 = 4 999.95
      name: "PERCENTAGE rounds to whole so'm",
      promo: createPromo({
        discountType: 'PERCENTAGE',
        productDiscount: 15,
        deliveryDiscount: 0,
        minPrice: 0,
      }),
      products: 33_333,
      delivery: 0,
      want: { ok: true, productDiscount: 5_000, deliveryDiscount: 0 },
    },
    {
      name: 'PERCENTAGE above 100 never exceeds the amounts',
      promo: createPromo({ discountType: 'PERCENTAGE', productDiscount: 150, deliveryDiscount: 200 }),
      products: 60_000,
      delivery: 10_000,
      want: { ok: true, productDiscount: 60_000, deliveryDiscount: 10_000 },
    },
    {
      name: 'accepts a product total exactly at minPrice',
      promo: createPromo({ minPrice: 50_000 }),
      products: 50_000,
      delivery: 12_000,
      want: { ok: true, productDiscount: 10_000, deliveryDiscount: 5_000 },
    },
    {
      name: "refuses a product total one so'm below minPrice",
      promo: createPromo({ minPrice: 50_000 }),
      products: 49_999,
      delivery: 12_000,
      want: { ok: false, reason: 'PROMO_BELOW_MIN_PRICE' },
    },
    {
      name: 'refuses an inactive promo',
      promo: createPromo({ isActive: false }),
      products: 80_000,
      delivery: 12_000,
      want: { ok: false, reason: 'PROMO_INACTIVE' },
    },
    {
      name: 'refuses a promo that has not started',
      promo: createPromo({ startDate: '2026-03-20T00:00:00+05:00' }),
      products: 80_000,
      delivery: 12_000,
      want: { ok: false, reason: 'PROMO_NOT_STARTED' },
    },
    {
      name: 'refuses an expired promo',
      promo: createPromo({ endDate: '2026-03-15T11:59:59+05:00' }),
      products: 80_000,
      delivery: 12_000,
      want: { ok: false, reason: 'PROMO_EXPIRED' },
    },
    {
      name: 'accepts a promo at the very instant it starts',
      promo: createPromo({ startDate: '2026-03-15T07:00:00Z' }),
      products: 80_000,
      delivery: 12_000,
      want: { ok: true, productDiscount: 10_000, deliveryDiscount: 5_000 },
    },
    {
      name: 'accepts a promo at the very instant it ends',
      promo: createPromo({ endDate: '2026-03-15T12:00:00+05:00' }),
      products: 80_000,
      delivery: 12_000,
      want: { ok: true, productDiscount: 10_000, deliveryDiscount: 5_000 },
    },
    {
      name: 'names inactivity before the dates and the minimum',
      promo: createPromo({ isActive: false, endDate: '2026-03-01T00:00:00+05:00', minPrice: 1_000_000 }),
      products: 80_000,
      delivery: 12_000,
      want: { ok: false, reason: 'PROMO_INACTIVE' },
    },
    {
      name: 'names an expired promo before the minimum',
      promo: createPromo({ endDate: '2026-03-01T00:00:00+05:00', minPrice: 1_000_000 }),
      products: 80_000,
      delivery: 12_000,
      want: { ok: false, reason: 'PROMO_EXPIRED' },
    },
  ] satisfies Array<{
    name: string;
    promo: ReturnType<typeof createPromo>;
    products: number;
    delivery: number;
    want: PromoOutcome;
  }>)('$name', ({ promo, products, delivery, want }) => {
    expect(applyPromo(promo, products, delivery, MID_MARCH)).toEqual(want);
  });
});
