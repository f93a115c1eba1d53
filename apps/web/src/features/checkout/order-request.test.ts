import { describe, expect, it } from 'vitest';
import { buildOrderRequest, toOrderAddress } from './order-request';
import { createLine, createOrderInput, createPromo } from './test-factories';

const flat = {
  type: 'APARTMENT' as const,
  office: ' 42 ',
  entrance: '2',
  floor: '4',
  domophone: '42K',
  comment: 'Gate code 1234',
  description: '',
};

describe('buildOrderRequest', () => {
  it('sends a delivery order with its lines, address, delivery price and the totals the customer saw', () => {
    const { path, body } = buildOrderRequest(
      createOrderInput({
        lines: [
          createLine({
            productId: 7,
            costPrice: 60_000,
            discount: 10,
            count: 2,
            options: [{ id: 31, groupId: 3, name: 'Cheese', price: 5_000, count: 1 }],
          }),
        ],
        deliveryPrice: 12_000,
      }),
    );
    expect(path).toBe('/orders/v1/orders');
    expect(body.cartItems).toEqual([
      {
        product: { id: 7, costPrice: 60_000, discount: 10, count: 2 },
        modifications: [{ id: 31, groupId: 3, count: 1, price: 5_000 }],
      },
    ]);
    // (60 000 + 5 000) × 2 = 130 000; own discount 6 000 × 2 = 12 000.
    expect(body.totals).toEqual({
      productPrice: 130_000,
      productDiscount: 12_000,
      productCount: 2,
      totalProductPrice: 118_000,
      totalProductDiscount: 12_000,
      totalDiscount: 12_000,
      totalPrice: 130_000,
    });
    expect(body).toMatchObject({
      serviceType: 'DELIVERY',
      branch: { id: 1 },
      cityId: 1,
      addressType: 'MAP',
      deliveryPrice: 12_000,
      deliveryDiscount: 0,
      deliveryTariffId: 5,
      paymentType: 'CASH',
      later: false,
      orderDevice: 'CLIENT_WEB',
      source: 'WEB',
    });
    expect(body.address).toMatchObject({ name: 'Amir Temur 1', latitude: 41.3111, longitude: 69.2797 });
  });

  it('posts a later order to /at-time with its day and time', () => {
    const { path, body } = buildOrderRequest(
      createOrderInput({ later: true, day: '2026-03-16', time: '18:30' }),
    );
    expect(path).toBe('/orders/v1/orders/at-time');
    expect(body).toMatchObject({ later: true, day: '2026-03-16', time: '18:30' });
  });

  it('sends no day or time for an order as soon as possible, even if some were chosen before', () => {
    const { body } = buildOrderRequest(createOrderInput({ later: false, day: '2026-03-16', time: '18:30' }));
    expect(body).toMatchObject({ later: false, day: null, time: null });
  });

  it('sends a pick-up order without address, delivery price, tariff or courier comment', () => {
    const { body } = buildOrderRequest(
      createOrderInput({ serviceType: 'PICK_UP', deliveryPrice: 12_000, courierComment: 'Ring twice' }),
    );
    expect(body).toMatchObject({
      serviceType: 'PICK_UP',
      address: null,
      addressType: null,
      deliveryPrice: 0,
      deliveryDiscount: 0,
      deliveryTariffId: null,
      courierComment: null,
    });
    expect(body.totals?.totalPrice).toBe(100_000);
  });

  it('sends the hall and table of a dine-in order, and no table for other service types', () => {
    const dineIn = buildOrderRequest(createOrderInput({ serviceType: 'DINE_IN', hallId: 4, tableId: 17 }));
    expect(dineIn.body).toMatchObject({ hallId: 4, tableId: 17, address: null, deliveryPrice: 0 });
    const pickUp = buildOrderRequest(createOrderInput({ serviceType: 'PICK_UP', hallId: 4, tableId: 17 }));
    expect(pickUp.body).toMatchObject({ hallId: null, tableId: null });
  });

  it('applies a promo the basket qualifies for and sends its code', () => {
    const { body, pricing } = buildOrderRequest(
      createOrderInput({ lines: [createLine({ costPrice: 60_000, count: 2 })], promo: createPromo() }),
    );
    expect(pricing.promo).toEqual({ ok: true, productDiscount: 12_000, deliveryDiscount: 0 });
    expect(body).toMatchObject({ promoCode: 'PLOV10', promoId: 3 });
    expect(body.totals).toMatchObject({ totalProductDiscount: 12_000, totalPrice: 118_000 });
  });

  it('drops a promo whose minimum the basket no longer reaches', () => {
    const { body, pricing } = buildOrderRequest(
      createOrderInput({ lines: [createLine({ costPrice: 40_000, count: 2 })], promo: createPromo() }),
    );
    expect(pricing.promo).toEqual({ ok: false, reason: 'PROMO_BELOW_MIN_PRICE' });
    expect(body).toMatchObject({ promoCode: null, promoId: null });
    expect(body.totals?.totalDiscount).toBe(0);
  });

  it('takes a free-delivery promo off the delivery price only', () => {
    const { body } = buildOrderRequest(
      createOrderInput({
        lines: [createLine({ costPrice: 90_000 })],
        deliveryPrice: 10_000,
        promo: createPromo({
          code: 'FREEDELIVERY',
          productDiscount: 0,
          deliveryDiscount: 100,
          minPrice: 80_000,
        }),
      }),
    );
    expect(body).toMatchObject({ deliveryPrice: 10_000, deliveryDiscount: 10_000 });
    expect(body.totals).toMatchObject({ totalDiscount: 10_000, totalPrice: 90_000 });
  });

  it('spends cashback up to the balance and subtracts it from the total', () => {
    const { body } = buildOrderRequest(createOrderInput({ cashback: { requested: 50_000, balance: 7_500 } }));
    expect(body.cashback).toBe(7_500);
    expect(body.totals?.totalPrice).toBe(100_000 + 10_000 - 7_500);
  });

  it('sends the cheque phone with the country code, only when a cheque is asked for', () => {
    const asked = buildOrderRequest(createOrderInput({ sendCheque: true, sendChequePhone: '901234567' }));
    expect(asked.body).toMatchObject({ sendCheque: true, sendChequePhone: '998901234567' });
    const notAsked = buildOrderRequest(createOrderInput({ sendCheque: false, sendChequePhone: '901234567' }));
    expect(notAsked.body).toMatchObject({ sendCheque: false, sendChequePhone: null });
  });

  it('sends empty comments as null and trims the others', () => {
    const { body } = buildOrderRequest(createOrderInput({ comment: '  No onions ', courierComment: '   ' }));
    expect(body).toMatchObject({ comment: 'No onions', courierComment: null });
  });

  it('marks orders placed inside Telegram with the TG source', () => {
    expect(buildOrderRequest(createOrderInput({ source: 'TG' })).body.source).toBe('TG');
  });
});

describe('toOrderAddress', () => {
  const base = createOrderInput().address!;

  it('fills an empty description from the name (spec §5)', () => {
    expect(toOrderAddress(base).description).toBe('Amir Temur 1');
  });

  it('keeps the flat details of an apartment, trimmed', () => {
    expect(toOrderAddress({ ...base, details: flat }).details).toEqual({
      office: '42',
      entrance: '2',
      floor: '4',
      domophone: '42K',
      comment: 'Gate code 1234',
    });
  });

  it('sends no flat details for a house, but keeps its comment', () => {
    expect(toOrderAddress({ ...base, details: { ...flat, type: 'HOUSE' } }).details).toEqual({
      office: null,
      entrance: null,
      floor: null,
      domophone: null,
      comment: 'Gate code 1234',
    });
  });

  it('names the saved address it came from, and no id for a point on the map', () => {
    expect(toOrderAddress({ ...base, source: 'SAVED', savedId: 12 }).id).toBe(12);
    expect(toOrderAddress(base)).not.toHaveProperty('id');
  });
});
