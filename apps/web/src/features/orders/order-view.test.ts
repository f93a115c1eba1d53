import { describe, expect, it } from 'vitest';
import { createHistoryEntry, createOrder } from './order-factory';
import {
  isNotOlder,
  isOrderOver,
  itemCount,
  itemLines,
  orderTimes,
  progressSteps,
  statusTone,
  timeline,
  totalsLines,
} from './order-view';
import { statusHint } from './status-hint';

const states = (steps: ReturnType<typeof progressSteps>) => steps.map((s) => `${s.status}:${s.state}`);

describe('order progress', () => {
  it('walks a delivery through six steps with the current one marked', () => {
    expect(states(progressSteps(createOrder({ status: 'COOKING' })))).toEqual([
      'OPEN:done',
      'ACCEPTED:done',
      'COOKING:current',
      'DONE:todo',
      'ON_WAY:todo',
      'DELIVERED:todo',
    ]);
  });

  it('has no "on the way" step for pick-up, and ends with every step done', () => {
    expect(states(progressSteps(createOrder({ serviceType: 'PICK_UP', status: 'CLOSED' })))).toEqual([
      'OPEN:done',
      'ACCEPTED:done',
      'COOKING:done',
      'DONE:done',
      'DELIVERED:done',
    ]);
  });

  it('starts a scheduled order at "scheduled" and shows a courier-attached order as ready', () => {
    expect(progressSteps(createOrder({ status: 'AT_TIME' }))[0]).toEqual({
      status: 'AT_TIME',
      state: 'current',
    });
    expect(
      progressSteps(createOrder({ status: 'ATTACHED' })).find((s) => s.state === 'current')?.status,
    ).toBe('DONE');
  });

  it('shows no steps for a canceled order', () => {
    expect(progressSteps(createOrder({ status: 'CANCELED' }))).toEqual([]);
  });

  it('tells finished orders from ones still under way', () => {
    expect(isOrderOver('CANCELED')).toBe(true);
    expect(isOrderOver('CLOSED')).toBe(true);
    expect(isOrderOver('DELIVERED')).toBe(false);
    expect(['OPEN', 'COOKING', 'CLOSED', 'CANCELED'].map((s) => statusTone(s as 'OPEN'))).toEqual([
      'waiting',
      'progress',
      'done',
      'canceled',
    ]);
  });
});

describe('order timeline', () => {
  it('opens with "placed" and marks the latest move into the current status', () => {
    const order = createOrder({
      status: 'COOKING',
      history: [
        createHistoryEntry({
          id: 3,
          toStatus: 'COOKING',
          fromStatus: 'ACCEPTED',
          createdDate: '2024-05-12T09:20:00Z',
        }),
        createHistoryEntry({ id: 2, toStatus: 'ACCEPTED', createdDate: '2024-05-12T09:10:00Z' }),
        createHistoryEntry({
          id: 4,
          type: 'CHANGE_COURIER_STATUS',
          fromStatus: null,
          toStatus: null,
          courierStatus: 'PERFORMER_LOOK_UP',
          createdDate: '2024-05-12T09:21:00Z',
        }),
      ],
    });
    const entries = timeline(order);
    expect(entries.map((e) => [e.key, e.status ?? e.courierStatus, e.current])).toEqual([
      ['placed', null, false],
      ['e2', 'ACCEPTED', false],
      ['e3', 'COOKING', true],
      ['e4', 'PERFORMER_LOOK_UP', false],
    ]);
    expect(entries[0]!.at).toBe(order.createdDate);
  });

  it('does not add "placed" when the history records the first status itself', () => {
    const order = createOrder({
      history: [
        createHistoryEntry({
          id: 1,
          fromStatus: null,
          toStatus: 'OPEN',
          createdDate: '2024-05-12T09:05:00Z',
        }),
      ],
    });
    expect(timeline(order).map((e) => [e.key, e.type, e.status, e.current])).toEqual([
      ['e1', null, 'OPEN', true],
    ]);
  });

  it('reads CLOSED as "delivered", like the status card, and does not list "delivered" twice', () => {
    const order = createOrder({
      status: 'CLOSED',
      history: [
        createHistoryEntry({ id: 8, fromStatus: 'DONE', toStatus: 'DELIVERED' }),
        createHistoryEntry({ id: 9, fromStatus: 'DELIVERED', toStatus: 'CLOSED' }),
      ],
    });
    expect(timeline(order).map((e) => [e.key, e.status, e.current])).toEqual([
      ['placed', null, false],
      ['e8', 'DELIVERED', true],
    ]);
  });
});

describe('order items and totals', () => {
  it('prices each line with its options and its own discount', () => {
    const [plov, tea] = itemLines(createOrder());
    // (40 000 + 1 × 2 000) × 2 = 84 000; discount 10% of 40 000 × 2 = 8 000.
    expect(plov).toMatchObject({ count: 2, gross: 84_000, net: 76_000 });
    expect(plov!.options).toEqual([
      { key: '0-100', name: { uz: 'Piyoz', ru: 'Лук', eng: 'Onion' }, count: 1 },
    ]);
    expect(tea).toMatchObject({ count: 1, gross: 5_000, net: 5_000, image: null });
    expect(itemCount(createOrder())).toBe(3);
  });

  it('lists every money line of a delivery, minus signs on what is taken off', () => {
    const order = createOrder({
      totals: {
        ...createOrder().totals,
        deliveryDiscount: 5_000,
        cashback: 3_000,
        totalPrice: 83_000,
      },
    });
    expect(totalsLines(order)).toEqual([
      { key: 'products', amount: 89_000 },
      { key: 'discount', amount: -8_000 },
      { key: 'delivery', amount: 10_000 },
      { key: 'deliveryDiscount', amount: -5_000 },
      { key: 'cashback', amount: -3_000 },
      { key: 'total', amount: 83_000 },
    ]);
  });

  it('leaves delivery out of a pick-up and zero discounts out of any order', () => {
    const order = createOrder({
      serviceType: 'PICK_UP',
      totals: { ...createOrder().totals, productDiscount: 0, totalProductDiscount: 0, deliveryPrice: 0 },
    });
    expect(totalsLines(order).map((l) => l.key)).toEqual(['products', 'total']);
  });
});

describe('order times', () => {
  it('lists start, scheduled, accepted and closing times the order has', () => {
    const order = createOrder({
      deliveryAt: '2024-05-12T12:00:00Z',
      acceptedTime: '2024-05-12T09:10:00Z',
      deliveredAt: '2024-05-12T12:05:00Z',
      closedAt: '2024-05-12T12:30:00Z',
    });
    expect(orderTimes(order)).toEqual([
      { key: 'created', at: order.createdDate },
      { key: 'deliveryAt', at: '2024-05-12T12:00:00Z' },
      { key: 'accepted', at: '2024-05-12T09:10:00Z' },
      { key: 'closed', at: '2024-05-12T12:30:00Z' },
    ]);
    expect(
      orderTimes(createOrder({ status: 'CANCELED', closedAt: '2024-05-12T09:07:00Z' })).at(-1)?.key,
    ).toBe('canceled');
  });

  it('never lets an older snapshot replace a newer one', () => {
    const newer = createOrder({ lastModifiedDate: '2024-05-12T09:20:00Z' });
    const older = createOrder({ lastModifiedDate: '2024-05-12T09:10:00Z' });
    expect(isNotOlder(older, newer)).toBe(false);
    expect(isNotOlder(newer, older)).toBe(true);
    expect(isNotOlder(newer, newer)).toBe(true);
  });
});

describe('status hint', () => {
  it('says what happens next in the words of the way the order is served', () => {
    expect(statusHint(createOrder({ status: 'ATTACHED' }))).toBe('orders.hint.DONE.delivery');
    expect(statusHint(createOrder({ status: 'DONE', serviceType: 'PICK_UP' }))).toBe(
      'orders.hint.DONE.counter',
    );
    expect(statusHint(createOrder({ status: 'CLOSED', serviceType: 'DINE_IN' }))).toBe(
      'orders.hint.DELIVERED.counter',
    );
    expect(statusHint(createOrder({ status: 'COOKING' }))).toBe('orders.hint.COOKING');
  });
});
