import { describe, expect, it } from 'vitest';
import { menuAtBranch, priceAtBranch } from './branch-price.js';

const product = (id: number, costPrice: number, branches: Array<[number, number?]>) =>
  ({
    id,
    costPrice,
    productBranch: branches.map(([branchId, price]) => ({
      branch: { id: branchId, isActive: true },
      ...(price === undefined ? {} : { price }),
    })),
  }) as never;

describe('branch prices', () => {
  it("takes a branch's own price, and costPrice where it has none", () => {
    const p = product(1, 20_000, [[1, 23_000], [2]]);
    expect(priceAtBranch(p, 1)).toBe(23_000);
    expect(priceAtBranch(p, 2)).toBe(20_000);
    expect(priceAtBranch(p, 3)).toBe(20_000);
    expect(priceAtBranch(p, null)).toBe(20_000);
  });

  it('reprices only the products with a price of their own at the branch', () => {
    const plain = product(1, 10_000, [[1], [2]]);
    const own = product(2, 20_000, [[1, 25_000]]);
    const menu = { groups: [], categories: [], products: [plain, own] };
    const atOne = menuAtBranch(menu, 1);
    expect(atOne.products.map((p) => p.costPrice)).toEqual([10_000, 25_000]);
    expect(atOne.products[0]).toBe(plain);
    expect(menuAtBranch(menu, 2)).toBe(menu);
  });
});
