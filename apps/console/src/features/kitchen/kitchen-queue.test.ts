import type { OrderDetails } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { allDay, arrivals, kitchenQueue, orderAge } from './kitchen-queue';

const order = (id: number, status: string, acceptedTime: string, items: Array<[number, number, number[]]>) =>
  ({
    id,
    status,
    acceptedTime,
    createdDate: acceptedTime,
    prepMinutes: 20,
    promisedAt: null,
    cartItems: items.map(([productId, count, options]) => ({
      product: {
        id: productId,
        count,
        name: { uz: `p${productId}`, ru: `p${productId}`, eng: `p${productId}` },
      },
      modifications: options.map((m) => ({ id: m, count: 1, price: 0 })),
    })),
  }) as unknown as OrderDetails;

describe('the kitchen queue', () => {
  it('dings for an accepted order it had not shown, not for the first load or a cooking one', () => {
    const shown = [order(1, 'ACCEPTED', '2026-11-23T07:00:00Z', [])];
    expect(arrivals(null, shown)).toEqual([]);
    expect(arrivals(shown, shown)).toEqual([]);
    expect(
      arrivals(shown, [
        ...shown,
        order(2, 'ACCEPTED', '2026-11-23T07:05:00Z', []),
        order(3, 'COOKING', '2026-11-23T07:06:00Z', []),
      ]),
    ).toEqual([2]);
  });

  it('keeps accepted and cooking orders, oldest first', () => {
    const queue = kitchenQueue([
      order(1, 'COOKING', '2026-11-23T07:10:00Z', []),
      order(2, 'DONE', '2026-11-23T07:00:00Z', []),
      order(3, 'ACCEPTED', '2026-11-23T07:05:00Z', []),
    ]);
    expect(queue.map((o) => o.id)).toEqual([3, 1]);
  });

  it('colours an order green within its prep time, amber after it, red past the promised time', () => {
    const o = { ...order(1, 'COOKING', '2026-11-23T07:00:00Z', []), promisedAt: '2026-11-23T07:40:00Z' };
    const at = (minute: number) => Date.parse('2026-11-23T07:00:00Z') + minute * 60_000;
    expect(orderAge(o, at(5), 20).age).toBe('fresh');
    expect(orderAge(o, at(25), 20).age).toBe('near');
    expect(orderAge(o, at(41), 20)).toEqual({ age: 'late', minutes: 41 });
  });

  it('counts each dish with the same options across orders', () => {
    const lines = allDay([
      order(1, 'ACCEPTED', '', [
        [7, 2, [1]],
        [8, 1, []],
      ]),
      order(2, 'COOKING', '', [
        [7, 1, [1]],
        [7, 1, []],
      ]),
    ]);
    expect(lines.map((l) => [l.key, l.count])).toEqual([
      ['7:1x1', 3],
      ['8:', 1],
      ['7:', 1],
    ]);
  });
});
