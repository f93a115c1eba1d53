import { describe, expect, it } from 'vitest';
import { type BasketLine, lineKey } from './basket-line';
import { type FreshProduct, freshenLines } from './fresh-lines';

function createLine(overrides: Partial<BasketLine> = {}): BasketLine {
  const line = {
    productId: 1,
    name: 'Toshkent oshi',
    image: '/api/media/dishes/plov.webp',
    costPrice: 55_000,
    discount: 0,
    count: 2,
    maxCount: null,
    options: [{ id: 11, groupId: 1, name: 'Katta', price: 26_000, count: 1 }],
    ...overrides,
  };
  return { ...line, key: lineKey(line.productId, line.options), ...overrides };
}

function createFresh(overrides: Partial<FreshProduct> = {}): FreshProduct {
  return {
    id: 1,
    name: 'Ташкентский плов',
    image: '/api/media/dishes/plov.webp',
    price: 58_000,
    discount: 10,
    maxCount: 5,
    options: [{ id: 11, name: 'Большая', price: 27_000 }],
    ...overrides,
  };
}

describe('freshenLines', () => {
  it('takes today’s names and prices and keeps the key, count and choice', () => {
    const line = createLine();
    const { lines, dropped, changed } = freshenLines([line], [createFresh()]);
    expect(dropped).toBe(0);
    expect(changed).toBe(true);
    expect(lines).toEqual([
      {
        ...line,
        name: 'Ташкентский плов',
        costPrice: 58_000,
        discount: 10,
        maxCount: 5,
        options: [{ id: 11, groupId: 1, name: 'Большая', price: 27_000, count: 1 }],
      },
    ]);
  });

  it('drops a line whose product is no longer sold', () => {
    const { lines, dropped } = freshenLines(
      [createLine(), createLine({ productId: 2, options: [] })],
      [createFresh()],
    );
    expect(lines.map((l) => l.productId)).toEqual([1]);
    expect(dropped).toBe(1);
  });

  it('drops a line with an option that is no longer offered', () => {
    const { lines, dropped } = freshenLines([createLine()], [createFresh({ options: [] })]);
    expect(lines).toEqual([]);
    expect(dropped).toBe(1);
  });

  it('reports no change when the catalogue says what the basket already holds', () => {
    const line = createLine();
    const fresh = createFresh({
      name: line.name,
      price: line.costPrice,
      discount: 0,
      maxCount: null,
      options: [{ id: 11, name: 'Katta', price: 26_000 }],
    });
    expect(freshenLines([line], [fresh]).changed).toBe(false);
  });

  it('names the lines whose price moved and the ones removed, and nothing when prices stand', () => {
    const kept = createLine();
    const gone = createLine({ productId: 2, name: 'Somsa', options: [] });
    const moved = freshenLines(
      [kept, gone],
      [createFresh({ options: [{ id: 11, name: 'Большая', price: 26_000 }] })],
    );
    expect(moved.repriced).toEqual(['Ташкентский плов']);
    expect(moved.removed).toEqual(['Somsa']);
    const same = freshenLines(
      [kept],
      [createFresh({ price: 55_000, discount: 0, options: [{ id: 11, name: 'Katta', price: 26_000 }] })],
    );
    expect(same.repriced).toEqual([]);
    expect(same.removed).toEqual([]);
    const optionOnly = freshenLines(
      [kept],
      [createFresh({ price: 55_000, discount: 0, options: [{ id: 11, name: 'Katta', price: 30_000 }] })],
    );
    expect(optionOnly.repriced).toEqual(['Ташкентский плов']);
  });
});
