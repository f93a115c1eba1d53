import { describe, expect, it } from 'vitest';
import { orderChoices, orderIdFromSearch } from './feedback-orders';

describe('orderChoices', () => {
  const recent = [
    { id: 9, number: 109 },
    { id: 8, number: 108 },
  ];
  it('keeps the recent orders when the opened one is among them', () => {
    expect(orderChoices(recent, { id: 8, number: 108 })).toEqual(recent);
  });
  it('puts an older opened order first', () => {
    expect(orderChoices(recent, { id: 2, number: 102 })).toEqual([{ id: 2, number: 102 }, ...recent]);
  });
  it('offers the recent ones alone when no order was opened', () => {
    expect(orderChoices(recent, null)).toEqual(recent);
  });
});

describe('orderIdFromSearch', () => {
  it.each([
    ['?orderId=12', 12],
    ['?orderId=0', null],
    ['?orderId=-3', null],
    ['?orderId=abc', null],
    ['?orderId=99999999999', null],
    ['', null],
  ])('reads %s as %s', (search, id) => {
    expect(orderIdFromSearch(search)).toBe(id);
  });
});
