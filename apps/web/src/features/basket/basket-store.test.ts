import { describe, expect, it } from 'vitest';
import type { BasketLine } from './basket-line';
import { basketStore } from './basket-store';

let merchant = 1000;
const freshStore = () => basketStore(merchant++);

function createLine(overrides: Partial<Omit<BasketLine, 'key'>> = {}): Omit<BasketLine, 'key'> {
  return {
    productId: 1,
    name: 'Somsa',
    image: null,
    costPrice: 9_000,
    discount: 0,
    count: 1,
    maxCount: null,
    options: [],
    ...overrides,
  };
}

const withOption = (id: number) => [{ id, groupId: 1, name: `option ${id}`, price: 1_000, count: 1 }];

describe('basketStore', () => {
  it('merges the same product with the same options into one line', () => {
    const store = freshStore();
    store.add(createLine({ options: withOption(5) }));
    store.add(createLine({ options: withOption(5), count: 2 }));
    expect(store.getSnapshot().map((l) => l.count)).toEqual([3]);
  });

  it('keeps the same product with other options on its own line', () => {
    const store = freshStore();
    store.add(createLine({ options: withOption(5) }));
    store.add(createLine({ options: withOption(6) }));
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('refuses to pass the stock limit over all lines of a product', () => {
    const store = freshStore();
    expect(store.add(createLine({ maxCount: 3, count: 2, options: withOption(5) }))).toBe(true);
    expect(store.add(createLine({ maxCount: 3, count: 2, options: withOption(6) }))).toBe(false);
    expect(store.add(createLine({ maxCount: 3, count: 1, options: withOption(6) }))).toBe(true);
    expect(store.productCount(1)).toBe(3);
  });

  it('refuses a larger count past the limit but always allows a smaller one', () => {
    const store = freshStore();
    store.add(createLine({ maxCount: 2, count: 2 }));
    const [line] = store.getSnapshot();
    expect(store.setCount(line!.key, 3)).toBe(false);
    expect(store.setCount(line!.key, 1)).toBe(true);
    expect(store.setCount(line!.key, 0)).toBe(true);
    expect(store.getSnapshot()).toEqual([]);
  });
});
