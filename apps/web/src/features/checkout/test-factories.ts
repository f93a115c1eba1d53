import type { BasketLine } from '../basket/index';
import type { CheckoutBranch } from './branch-choices';
import type { AppliedPromo } from './checkout-draft';
import type { OrderInput } from './order-request';

// Test factories (createX(overrides)) of the checkout's unit tests.

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** A Tashkent wall-clock moment. 2026-03-16 is a Monday. */
export const at = (local: string) => new Date(`${local}:00+05:00`);

export function createBranch(overrides: Partial<CheckoutBranch> = {}): CheckoutBranch {
  return {
    id: 1,
    cityId: 1,
    name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
    address: 'Bunyodkor 42',
    addressText: null,
    latitude: 41.285,
    longitude: 69.214,
    isActive: true,
    isMain: false,
    open: '10:00',
    close: '23:00',
    deliveryStart: '10:00',
    deliveryEnd: '23:00',
    workHours: WEEK.map((day) => ({ day, open: '10:00', close: '23:00', isWorking: true })),
    settings: {
      bookingEnabled: true,
      deliveryEnabled: true,
      dineinEnabled: true,
      directorId: null,
      expressEnabled: false,
      kitchenEnabled: true,
      merchantId: 1,
      payOfficeEnabled: false,
      pickupEnabled: true,
      storageEnabled: false,
      yandexEnabled: false,
    },
    ...overrides,
  };
}

/** A product sold at the given branches (all active). */
export const soldAt = (...ids: number[]) => ({
  productBranch: ids.map((id) => ({ branch: { id, isActive: true } })),
});

export function createLine(overrides: Partial<BasketLine> = {}): BasketLine {
  return {
    key: '7|',
    productId: 7,
    name: 'Plov',
    image: null,
    costPrice: 50_000,
    discount: 0,
    count: 1,
    maxCount: null,
    options: [],
    ...overrides,
  };
}

/** PLOV10 of the demo tenant: 10 % off products from 100 000 so'm. */
export function createPromo(overrides: Partial<AppliedPromo> = {}): AppliedPromo {
  return {
    id: 3,
    code: 'PLOV10',
    discountType: 'PERCENTAGE',
    productDiscount: 10,
    deliveryDiscount: 0,
    minPrice: 100_000,
    startDate: '2026-01-01T00:00:00+05:00',
    endDate: '2027-12-31T23:59:59+05:00',
    isActive: true,
    ...overrides,
  };
}

export function createOrderInput(overrides: Partial<OrderInput> = {}): OrderInput {
  return {
    lines: [createLine({ count: 2 })],
    serviceType: 'DELIVERY',
    deliveryPrice: 10_000,
    promo: null,
    cashback: null,
    now: at('2026-03-16T12:00'),
    branch: { id: 1, cityId: 1 },
    address: {
      source: 'MAP',
      savedId: null,
      name: 'Amir Temur 1',
      streetName: null,
      houseNumber: null,
      latitude: 41.3111,
      longitude: 69.2797,
      cityId: 1,
      details: {
        type: 'HOUSE',
        office: '',
        entrance: '',
        floor: '',
        domophone: '',
        comment: '',
        description: '',
      },
    },
    deliveryTariffId: 5,
    paymentType: 'CASH',
    later: false,
    day: null,
    time: null,
    hallId: null,
    tableId: null,
    comment: '',
    courierComment: '',
    sendCheque: false,
    sendChequePhone: '',
    source: 'WEB',
    ...overrides,
  };
}
