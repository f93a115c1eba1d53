import { describe, expect, it } from 'vitest';
import { productSearchFor } from './product-search-cache.server';

const product = (id: number, uz: string) => ({
  id,
  name: { uz, ru: uz, eng: uz },
  description: null,
  composition: null,
});

describe('productSearchFor', () => {
  it('builds the index once per catalogue version, and anew for a new version', () => {
    const menu = [product(1, 'Toshkent oshi'), product(2, 'Somsa')];
    const first = productSearchFor(menu);
    expect(productSearchFor(menu)).toBe(first);

    const renamed = [product(1, 'Toshkent palovi'), product(2, 'Somsa')];
    const rebuilt = productSearchFor(renamed);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt.find('palov', renamed).map((p) => p.id)).toEqual([1]);
  });
});
