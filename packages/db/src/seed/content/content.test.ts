// Invariants of the demo content: what the seed writer, the API and the benchmarks rely on.
import { describe, expect, it } from 'vitest';
import { buildBigmenuTenant } from './bigmenu.js';
import { seedTenants } from './index.js';
import type { Polygon, SeedProduct, SeedTenant, Text } from './types.js';

const productsOf = (t: SeedTenant): SeedProduct[] =>
  t.groups.flatMap((g) => g.categories.flatMap((c) => c.products));

const tenant = (sub: string): SeedTenant => {
  const found = seedTenants.find((t) => t.sub === sub);
  if (!found) throw new Error(`no tenant ${sub}`);
  return found;
};

/** Every multilingual text anywhere in the tenant, with its path for error messages. */
function texts(value: unknown, at = ''): Array<[string, Text]> {
  if (!value || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.length === 3 && ['uz', 'ru', 'eng'].every((k) => keys.includes(k))) return [[at, value as Text]];
  return Object.entries(value).flatMap(([k, v]) => texts(v, `${at}.${k}`));
}

function segmentsCross(
  a: [number, number],
  b: [number, number],
  c: [number, number],
  d: [number, number],
): boolean {
  const orient = (p: [number, number], q: [number, number], r: [number, number]) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0;
}

function isSimple(poly: Polygon): boolean {
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // adjacent through the closing edge
      if (segmentsCross(poly[i]!, poly[(i + 1) % n]!, poly[j]!, poly[(j + 1) % n]!)) return false;
    }
  }
  return true;
}

function contains(poly: Polygon, [x, y]: [number, number]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

describe.each(seedTenants.map((t) => [t.sub, t] as const))('tenant %s', (_sub, t) => {
  const products = productsOf(t);
  const branchKeys = new Set(t.branches.map((b) => b.key));
  const cityKeys = new Set(t.cities.map((c) => c.key));

  it('has unique keys for products, categories, groups, branches and cities', () => {
    const unique = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);
    unique(products.map((p) => p.key));
    unique(t.groups.flatMap((g) => g.categories.map((c) => c.key)));
    unique(t.groups.map((g) => g.key));
    unique([...branchKeys]);
    unique([...cityKeys]);
    unique(t.promos.map((p) => p.code));
    for (const p of products) expect(p.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills every text in uz, ru and eng', () => {
    const all = texts(t);
    expect(all.length).toBeGreaterThan(products.length * 3);
    for (const [at, text] of all) {
      for (const lang of ['uz', 'ru', 'eng'] as const) {
        expect(text[lang].trim(), `${t.sub}${at}.${lang}`).not.toBe('');
      }
    }
  });

  it("uses positive integer so'm prices and sane product fields", () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0, `${p.key} price`).toBe(true);
      if (p.discount !== undefined) {
        expect(Number.isInteger(p.discount) && p.discount > 0 && p.discount < 100, `${p.key} discount`).toBe(
          true,
        );
      }
      expect(p.mxicCode, `${p.key} IKPU`).toMatch(/^\d{17}$/);
      if (p.barcode) expect(p.barcode).toMatch(/^\d{13}$/);
      if (p.timeCookingMin !== undefined && p.timeCookingMax !== undefined) {
        expect(p.timeCookingMin).toBeLessThanOrEqual(p.timeCookingMax);
      }
      expect(p.image.accent).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(p.image.background).toMatch(/^#[0-9A-Fa-f]{6}$/);
    }
    for (const b of t.branches) expect(Number.isInteger(b.deliveryPrice) && b.deliveryPrice >= 0).toBe(true);
    for (const z of t.zones) expect(Number.isInteger(z.price) && z.price > 0).toBe(true);
  });

  it('keeps modification limits within 0 ≤ min ≤ max ≤ options', () => {
    for (const p of products) {
      for (const m of p.modificationGroups ?? []) {
        const at = `${p.key}/${m.key}`;
        expect(m.min, at).toBeGreaterThanOrEqual(0);
        expect(m.max, at).toBeGreaterThanOrEqual(1);
        expect(m.min, at).toBeLessThanOrEqual(m.max);
        expect(m.max, at).toBeLessThanOrEqual(m.options.length);
        expect(new Set(m.options.map((o) => o.key)).size, at).toBe(m.options.length);
        for (const o of m.options)
          expect(Number.isInteger(o.price) && o.price >= 0, `${at}/${o.key}`).toBe(true);
      }
    }
  });

  it('references only existing branches and cities', () => {
    expect(t.cities.filter((c) => c.isMain)).toHaveLength(1);
    for (const p of products)
      for (const b of p.branches ?? []) expect(branchKeys.has(b), `${p.key} → ${b}`).toBe(true);
    for (const v of t.vacancies) if (v.branchKey) expect(branchKeys.has(v.branchKey)).toBe(true);
    for (const b of t.branches) {
      expect(cityKeys.has(b.cityKey)).toBe(true);
      expect(b.phone).toMatch(/^998\d{9}$/);
      expect(b.workHours.map((h) => h.day)).toEqual([
        'MONDAY',
        'TUESDAY',
        'WEDNESDAY',
        'THURSDAY',
        'FRIDAY',
        'SATURDAY',
        'SUNDAY',
      ]);
      for (const h of b.workHours) expect(`${h.open}-${h.close}`).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    }
    for (const z of t.zones) expect(cityKeys.has(z.cityKey)).toBe(true);
  });

  it('draws zones as simple polygons near their city', () => {
    for (const z of t.zones) {
      const city = t.cities.find((c) => c.key === z.cityKey)!;
      expect(z.polygon.length, z.name).toBeGreaterThanOrEqual(3);
      expect(isSimple(z.polygon), `${z.name} is simple`).toBe(true);
      for (const [lng, lat] of z.polygon) {
        expect(Math.abs(lat - city.latitude), z.name).toBeLessThan(0.3);
        expect(Math.abs(lng - city.longitude), z.name).toBeLessThan(0.3);
      }
    }
  });

  it('puts no point of the map in two zones', () => {
    for (const city of t.cities) {
      const zones = t.zones.filter((z) => z.cityKey === city.key);
      for (let i = 0; i <= 50; i++) {
        for (let j = 0; j <= 50; j++) {
          const point: [number, number] = [
            city.longitude - 0.25 + i * 0.01 + 0.0003,
            city.latitude - 0.25 + j * 0.01 + 0.0007,
          ];
          expect(zones.filter((z) => contains(z.polygon, point)).length).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

describe('demo', () => {
  const demo = tenant('demo');
  const products = productsOf(demo);

  it('is a full restaurant with every feature on', () => {
    expect(products.length).toBeGreaterThanOrEqual(38);
    expect(demo.cities).toHaveLength(2);
    expect(demo.branches).toHaveLength(3);
    expect(demo.languages).toEqual(['uz', 'ru', 'eng']);
    expect(demo.switches).toEqual({});
    expect(demo.serviceTypes).toEqual({ delivery: true, pickup: true, dineIn: true });
    expect(Object.values(demo.payments).every(Boolean)).toBe(true);
    expect(demo.branches.filter((b) => b.settings.bookingEnabled)).toHaveLength(2);
    expect(demo.branches.some((b) => b.workHours.some((h) => !h.isWorking))).toBe(true);
    expect(demo.zones.some((z) => z.cityKey === 'samarkand')).toBe(true);
    expect(products.some((p) => p.branches)).toBe(true);
    expect(products.some((p) => p.discount)).toBe(true);
  });

  it('has option groups that are required-one, optional-many and exactly-N', () => {
    const withMods = products.filter((p) => p.modificationGroups?.length);
    expect(withMods.length).toBeGreaterThanOrEqual(4);
    const groups = withMods.flatMap((p) => p.modificationGroups!);
    expect(groups.some((m) => m.min === 1 && m.max === 1)).toBe(true);
    expect(groups.some((m) => m.min === 0 && m.max > 1)).toBe(true);
    expect(groups.some((m) => m.min === 2 && m.max === 2)).toBe(true);
    expect(groups.some((m) => m.min === 1 && m.max === 2)).toBe(true);
  });

  it('has the promo codes tests rely on', () => {
    const code = (c: string) => demo.promos.find((p) => p.code === c);
    expect(code('PLOV10')).toMatchObject({
      discountType: 'PERCENTAGE',
      productDiscount: 10,
      minPrice: 100000,
      isActive: true,
    });
    expect(code('SAVE30')).toMatchObject({
      discountType: 'AMOUNT',
      productDiscount: 30000,
      minPrice: 150000,
      isActive: true,
    });
    expect(code('FREEDELIVERY')).toMatchObject({ deliveryDiscount: 100, minPrice: 80000, isActive: true });
    expect(code('SUMMER25')?.endDate).toBe('2026-09-01');
    expect(code('NEWYEAR27')?.startDate).toBe('2027-01-01');
    expect(demo.promos.some((p) => !p.isActive)).toBe(true);
  });
});

describe('lavash', () => {
  const lavash = tenant('lavash');

  it('is pick-up only, uz + ru, dark, with cashback and promos off', () => {
    expect(lavash.languages).toEqual(['uz', 'ru']);
    expect(lavash.mainLanguage).toBe('ru');
    expect(lavash.isDark).toBe(true);
    expect(lavash.mainColorType).toBe('dark');
    expect(lavash.serviceTypes).toEqual({ delivery: false, pickup: true, dineIn: false });
    expect(lavash.switches).toMatchObject({
      cashbackActive: false,
      promoActive: false,
      deliveryActive: false,
    });
    expect(lavash.cashbackRate).toBe(0);
    expect(lavash.zones).toEqual([]);
    expect(lavash.payments).toEqual({ cash: true, terminal: true, payme: false, click: true, uzum: false });
    expect(
      productsOf(lavash).some((p) => p.modificationGroups?.some((m) => m.min === 1 && m.max === 2)),
    ).toBe(true);
  });

  it('shares no product name with demo', () => {
    const names = (t: SeedTenant) =>
      new Set(productsOf(t).flatMap((p) => [p.name.uz, p.name.ru, p.name.eng].map((n) => n.toLowerCase())));
    const demoNames = names(tenant('demo'));
    const overlap = [...names(lavash)].filter((n) => demoNames.has(n));
    expect(overlap).toEqual([]);
  });
});

describe('bigmenu', () => {
  it('has 500+ products and is the same on every build', () => {
    const a = buildBigmenuTenant();
    const b = buildBigmenuTenant();
    expect(productsOf(a).length).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a).toEqual(tenant('bigmenu'));
    expect(a.groups).toHaveLength(6);
    for (const g of a.groups) expect(g.categories.length).toBeGreaterThanOrEqual(4);
  });
});
