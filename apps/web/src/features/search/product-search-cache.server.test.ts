import { describe, expect, it } from 'vitest';
import { productSearchFor } from './product-search-cache.server';

const product = (id: number, uz: string) => ({
  id,
  name: { uz, ru: uz, eng: uz },
  description: null,
  composition: null,
});

describe('productSearchFor', () => {
  it('builds the index once per tenant and catalogue text, and anew when the text changes', () => {
    const menu = [product(1, 'Toshkent oshi'), product(2, 'Somsa')];
    const first = productSearchFor(1, menu);
    // A fresh copy of the same menu (each request parses its own) reuses the index.
    expect(productSearchFor(1, structuredClone(menu))).toBe(first);
    expect(productSearchFor(2, menu)).not.toBe(first);

    const renamed = [product(1, 'Toshkent palovi'), product(2, 'Somsa')];
    const rebuilt = productSearchFor(1, renamed);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt.find('palov', renamed).map((p) => p.id)).toEqual([1]);
  });
});
