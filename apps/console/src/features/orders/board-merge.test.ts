import type { OrderDetails } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { mergeLoaded } from './board-merge';

const order = (id: number, version: number, status = 'OPEN') =>
  ({ id, version, status }) as unknown as OrderDetails;
const held = (...orders: OrderDetails[]) => new Map(orders.map((o) => [o.id, o]));

describe('the board after a list load', () => {
  it('keeps a new order the stream brought while the load was in flight', () => {
    const arrived = order(7, 1);
    const next = mergeLoaded(held(order(1, 3), arrived), [order(1, 3)], new Set([7]));
    expect([...next.keys()].sort()).toEqual([1, 7]);
    expect(next.get(7)).toBe(arrived);
  });

  it('drops an order the list no longer has when the stream did not touch it meanwhile', () => {
    const next = mergeLoaded(held(order(1, 3), order(2, 5)), [order(1, 3)], new Set());
    expect([...next.keys()]).toEqual([1]);
  });

  it('keeps the newer of the held copy and the listed one', () => {
    const fresher = order(1, 9, 'ACCEPTED');
    expect(mergeLoaded(held(fresher), [order(1, 4)], new Set()).get(1)).toBe(fresher);
    const listed = order(1, 12, 'COOKING');
    expect(mergeLoaded(held(fresher), [listed], new Set([1])).get(1)).toBe(listed);
  });
});
