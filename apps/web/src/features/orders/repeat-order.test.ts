import { describe, expect, it } from 'vitest';
import { createOrder } from './order-factory';
import { repeatLines } from './repeat-order';

describe('repeatLines', () => {
  it('puts every line back with its count and chosen options, in the page language', () => {
    const order = createOrder();
    order.cartItems[0]!.modifications = [
      { id: 100, groupId: 7, name: { uz: 'Piyoz', ru: 'Лук', eng: 'Onion' }, count: 2, price: 2_000 },
    ];
    const { lines, skipped } = repeatLines(order, 'ru');
    expect(skipped).toEqual([]);
    expect(lines).toEqual([
      {
        productId: 10,
        name: 'Плов',
        image: '/media/plov.webp',
        costPrice: 40_000,
        discount: 10,
        count: 2,
        maxCount: null,
        options: [{ id: 100, groupId: 7, name: 'Лук', price: 2_000, count: 2 }],
      },
      expect.objectContaining({ productId: 11, name: 'Чай', count: 1, options: [] }),
    ]);
  });

  it('leaves out, by name, a line whose option names no group', () => {
    const { lines, skipped } = repeatLines(createOrder(), 'eng');
    expect(lines.map((l) => l.productId)).toEqual([11]);
    expect(skipped).toEqual(['Plov']);
  });
});
