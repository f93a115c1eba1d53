// Issue 19: the demo's pictures must not repeat (identical plovs) nor misdraw (a teapot for an
// Americano). What a customer sees is the picture's key and its SVG; both are checked here.
import { describe, expect, it } from 'vitest';
import { seedTenants } from '../content/index.js';
import type { SeedProduct } from '../content/types.js';
import { hintKey, withVariants } from '../dish-images.js';
import { drawDishSvg } from './draw-dish.js';

const productsOf = (sub: string): SeedProduct[] =>
  seedTenants.find((t) => t.sub === sub)!.groups.flatMap((g) => g.categories.flatMap((c) => c.products));

describe('demo dish pictures', () => {
  it.each(['demo', 'lavash'])('gives every dish of %s a picture of its own', (sub) => {
    const products = productsOf(sub);
    const keys = withVariants(products.map((p) => p.image)).map(hintKey);
    expect(new Set(keys).size).toBe(products.length);
  });

  it('draws the dishes of a bigmenu category in different looks, the same picture never closer than six apart', () => {
    for (const group of seedTenants.find((t) => t.sub === 'bigmenu')!.groups) {
      for (const category of group.categories) {
        const hints = withVariants(category.products.map((p) => p.image));
        const keys = hints.map(hintKey);
        // The first products are the category's different dishes: each in a look of its own.
        const firstLooks = hints.slice(0, 3).map((h) => h.variant);
        expect(new Set(firstLooks).size, category.key).toBe(3);
        keys.forEach((key, i) => {
          expect(keys.slice(i + 1, i + 6), `${category.key} #${i + 1}`).not.toContain(key);
        });
      }
    }
  });

  it('draws coffee as coffee: a cup, not the teapot of tea', () => {
    const coffees = seedTenants
      .flatMap((t) => productsOf(t.sub))
      .filter((p) => /\b(americano|cappuccino|latte|espresso)\b/i.test(p.name.eng));
    expect(coffees.length).toBeGreaterThan(0);
    for (const p of coffees) expect(p.image.kind, p.name.eng).toBe('coffee');
    const cup = drawDishSvg({ kind: 'coffee', accent: '#4A2C1D', background: '#EEF4F6' });
    const tea = drawDishSvg({ kind: 'tea', accent: '#4A2C1D', background: '#EEF4F6' });
    expect(cup).not.toBe(tea);
  });

  it('changes the picture with the variant and keeps it for the same hint', () => {
    const plov = { kind: 'plov' as const, accent: '#F28C28', background: '#FFF3E0' };
    expect(drawDishSvg({ ...plov, variant: 1 })).not.toBe(drawDishSvg({ ...plov, variant: 2 }));
    expect(drawDishSvg({ ...plov, variant: 2 })).toBe(drawDishSvg({ ...plov, variant: 2 }));
    // Variant 0 is the picture (and the content-addressed key) the seed made before variants.
    expect(drawDishSvg({ ...plov, variant: 0 })).toBe(drawDishSvg(plov));
    expect(hintKey({ ...plov, variant: 0 })).toBe(hintKey(plov));
  });
});
