import { describe, expect, it } from 'vitest';
import { WorkHourSchema } from './branch.js';
import { CartItemSchema } from './cart.js';
import { defaultMerchantSettings } from './default-merchant-settings.js';
import { DeliveryZoneSchema } from './geography.js';
import { MerchantSettingsSchema } from './merchant-settings.js';
import { OrderRequestSchema } from './order.js';
import { ModificationGroupSchema, ProductSchema } from './product.js';

const text = { uz: 'Osh', ru: 'Плов', eng: 'Plov' };

describe('defaultMerchantSettings', () => {
  it('is a valid settings document for the merchant', () => {
    const settings = MerchantSettingsSchema.parse(defaultMerchantSettings(7));
    expect(settings.merchantId).toBe(7);
  });

  it("uses the spec's branding defaults", () => {
    const settings = defaultMerchantSettings(1);
    expect(settings.mainColor).toBe('#FCE000');
    expect(settings.mapType).toBe('YANDEX');
    expect(settings.mainColorType).toBe('light');
  });

  it('has a visibility flag for every contact and link field', () => {
    const settings = defaultMerchantSettings(1) as Record<string, unknown>;
    for (const field of [
      'phone',
      'telegram',
      'instagram',
      'facebook',
      'iosAppLink',
      'androidAppLink',
      'telegramBotLink',
    ]) {
      expect(typeof settings[field]).toBe('string');
      expect(typeof settings[`${field}Active`]).toBe('boolean');
    }
  });

  it('returns a fresh object each time', () => {
    const first = defaultMerchantSettings(1);
    first.title.uz = 'changed';
    expect(defaultMerchantSettings(1).title.uz).toBe('');
  });
});

describe('ProductSchema', () => {
  const minimal = {
    id: 1,
    name: text,
    description: text,
    image: null,
    type: 'NONE',
    active: true,
    categoryId: 2,
    costPrice: 45_000,
  };

  it('fills the spec defaults: count and amount 1, unit COUNT', () => {
    const product = ProductSchema.parse(minimal);
    expect([product.count, product.amount, product.unit, product.discount]).toEqual([1, 1, 'COUNT', 0]);
  });

  it.each([
    { name: 'a fractional price', patch: { costPrice: 45_000.5 } },
    { name: 'a negative price', patch: { costPrice: -1 } },
    { name: 'a discount over 100%', patch: { discount: 101 } },
    { name: 'an unknown unit', patch: { unit: 'PIECE' } },
  ])('rejects $name', ({ patch }) => {
    expect(ProductSchema.safeParse({ ...minimal, ...patch }).success).toBe(false);
  });
});

describe('other entity rules', () => {
  it('rejects an option group whose min exceeds its max', () => {
    const group = { id: 1, name: text, min: 3, max: 2, modifications: [] };
    expect(ModificationGroupSchema.safeParse(group).success).toBe(false);
    expect(ModificationGroupSchema.safeParse({ ...group, min: 2 }).success).toBe(true);
  });

  it.each([
    { time: '09:30', ok: true },
    { time: '23:59', ok: true },
    { time: '24:00', ok: false },
    { time: '9:30', ok: false },
  ])('reads work hour time $time as valid: $ok', ({ time, ok }) => {
    expect(
      WorkHourSchema.safeParse({ day: 'MONDAY', open: time, close: '22:00', isWorking: true }).success,
    ).toBe(ok);
  });

  it('needs at least a triangle for a delivery zone', () => {
    const zone = { id: 1, cityId: 1, merchantId: 1, name: 'Centre', color: '#00AA00', price: 10_000 };
    const points: [number, number][] = [
      [69.2, 41.3],
      [69.3, 41.3],
      [69.3, 41.4],
    ];
    expect(DeliveryZoneSchema.safeParse({ ...zone, polygon: points.slice(0, 2) }).success).toBe(false);
    expect(DeliveryZoneSchema.safeParse({ ...zone, polygon: points }).success).toBe(true);
  });

  it('rejects a cart line with zero count', () => {
    const item = { product: { id: 1, costPrice: 1_000, count: 0 }, modifications: [] };
    expect(CartItemSchema.safeParse(item).success).toBe(false);
  });

  it('gives an order request the default status OPEN and device CLIENT_WEB', () => {
    const request = OrderRequestSchema.parse({
      serviceType: 'PICK_UP',
      paymentType: 'CASH',
      cartItems: [{ product: { id: 1, costPrice: 1_000, count: 1 } }],
    });
    expect([request.status, request.orderDevice, request.later]).toEqual(['OPEN', 'CLIENT_WEB', false]);
  });

  it('refuses an order request with an empty cart', () => {
    expect(
      OrderRequestSchema.safeParse({ serviceType: 'PICK_UP', paymentType: 'CASH', cartItems: [] }).success,
    ).toBe(false);
  });
});
