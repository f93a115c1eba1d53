import type { OrderDetails, OrderHistoryEntry } from '@dastarkhan/domain';

// Test factories of the order screens' helpers (tests only).

export function createHistoryEntry(overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  return {
    id: 1,
    type: 'CHANGE_STATUS',
    fromStatus: 'OPEN',
    toStatus: 'ACCEPTED',
    courierStatus: null,
    createdDate: '2024-05-12T09:10:00.000Z',
    ...overrides,
  };
}

export function createOrder(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    id: 5,
    number: 123,
    merchant: 1,
    serviceType: 'DELIVERY',
    status: 'OPEN',
    cartItems: [
      {
        product: {
          id: 10,
          name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' },
          image: '/media/plov.webp',
          costPrice: 40_000,
          discount: 10,
          count: 2,
          productBranch: [],
        },
        modifications: [{ id: 100, name: { uz: 'Piyoz', ru: 'Лук', eng: 'Onion' }, count: 1, price: 2_000 }],
      },
      {
        product: {
          id: 11,
          name: { uz: 'Choy', ru: 'Чай', eng: 'Tea' },
          costPrice: 5_000,
          discount: 0,
          count: 1,
          productBranch: [],
        },
        modifications: [],
      },
    ],
    branch: { id: 3 },
    later: false,
    sendCheque: false,
    paymentType: 'CASH',
    cashback: 0,
    deliveryPrice: 10_000,
    deliveryDiscount: 0,
    orderDevice: 'CLIENT_WEB',
    servicePrice: 0,
    totals: {
      productPrice: 89_000,
      productDiscount: 8_000,
      productCount: 3,
      totalProductPrice: 81_000,
      totalProductDiscount: 8_000,
      deliveryPrice: 10_000,
      deliveryDiscount: 0,
      cashback: 0,
      totalDiscount: 8_000,
      totalPrice: 91_000,
    },
    address: {
      type: 'HOUSE',
      name: 'Amir Temur 1',
      details: { office: null, domophone: null, entrance: null, floor: null, comment: null },
      latitude: 41.32,
      longitude: 69.25,
    },
    createdDate: '2024-05-12T09:05:00.000Z',
    lastModifiedDate: '2024-05-12T09:05:00.000Z',
    isPaid: false,
    courierPaid: false,
    courierStatus: 'NONE',
    history: [],
    branchDetails: {
      id: 3,
      name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
      address: 'Chilonzor 5',
      addressText: null,
      phone: '998712000000',
      latitude: 41.28,
      longitude: 69.2,
    },
    courier: null,
    cancellable: true,
    ...overrides,
  };
}
