import { describe, expect, it } from 'vitest';
import { firstScreen } from './first-screen';
import type { CardProduct, MenuGroup } from './menu-view';

const card = (id: number) => ({ id, name: `p${id}` }) as CardProduct;
const category = (id: number, products: number) => ({
  id,
  name: `c${id}`,
  viewType: 'MEDIUM' as const,
  scrollType: 'VERTICAL' as const,
  isWithoutCart: false,
  pending: 0,
  products: Array.from({ length: products }, (_, i) => card(id * 100 + i)),
});
const groups: MenuGroup[] = [
  { id: 1, name: 'g1', icon: null, categories: [category(1, 5), category(2, 40), category(3, 3)] },
  { id: 2, name: 'g2', icon: null, categories: [category(4, 4)] },
];
const shape = (gs: MenuGroup[]) =>
  gs.flatMap((g) => g.categories.map((c) => [c.id, c.products.length, c.pending]));

describe('firstScreen', () => {
  it('keeps the first products in page order and counts the rest as skeletons, at most 24 each', () => {
    expect(shape(firstScreen(groups, 12, false))).toEqual([
      [1, 5, 0],
      [2, 7, 24],
      [3, 0, 3],
      [4, 0, 4],
    ]);
  });

  it('with group tabs, spends the budget on the first group only', () => {
    expect(shape(firstScreen(groups, 4, true))).toEqual([
      [1, 4, 1],
      [2, 0, 24],
      [3, 0, 3],
      [4, 0, 4],
    ]);
    expect(shape(firstScreen(groups, 100, true)).at(-1)).toEqual([4, 0, 4]);
  });

  it('leaves a menu that fits untouched, category objects included', () => {
    const out = firstScreen(groups, 100, false);
    expect(out[0]?.categories[1]).toBe(groups[0]?.categories[1]);
    expect(shape(out).every(([, , pending]) => pending === 0)).toBe(true);
  });
});
