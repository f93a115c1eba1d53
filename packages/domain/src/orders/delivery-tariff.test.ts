import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../geo/point-in-polygon.js';
import { deliveryTariff, type TariffZone, zoneAt } from './delivery-tariff.js';

const square = (lon: number, lat: number, size: number): Array<[number, number]> => [
  [lon, lat],
  [lon + size, lat],
  [lon + size, lat + size],
  [lon, lat + size],
];
const zones: TariffZone[] = [
  { id: 1, cityId: 1, price: 10000, polygon: square(69.2, 41.3, 0.1) },
  { id: 2, cityId: 1, price: 20000, polygon: square(69.3, 41.3, 0.1) },
];
const branch = { id: 7, cityId: 1, latitude: 41.31, longitude: 69.21, deliveryPrice: 12000 };

describe('point in polygon', () => {
  it('tells inside from outside, also for a concave shape', () => {
    const l: Array<[number, number]> = [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
    ];
    expect(pointInPolygon([0.5, 1.5], l)).toBe(true);
    expect(pointInPolygon([1.5, 1.5], l)).toBe(false);
    expect(pointInPolygon([3, 0.5], l)).toBe(false);
  });
});

describe('delivery tariff', () => {
  it("takes the zone's price, with the branch's price as the floor", () => {
    expect(deliveryTariff(zones, branch, { latitude: 41.35, longitude: 69.25 })).toMatchObject({
      ok: true,
      price: 12000,
      zoneId: 1,
    });
    expect(deliveryTariff(zones, branch, { latitude: 41.35, longitude: 69.35 })).toMatchObject({
      ok: true,
      price: 20000,
      zoneId: 2,
    });
  });

  it('refuses a point outside every zone of the city', () => {
    expect(deliveryTariff(zones, branch, { latitude: 41.6, longitude: 69.9 })).toEqual({
      ok: false,
      reason: 'OUT_OF_SERVICE_ZONE',
    });
  });

  it('delivers anywhere at the branch price in a city without zones, and measures the distance', () => {
    const elsewhere = { ...branch, cityId: 2 };
    const outcome = deliveryTariff(zones, elsewhere, { latitude: 41.32, longitude: 69.21 });
    expect(outcome).toMatchObject({ ok: true, price: 12000, zoneId: null });
    expect(outcome.ok && outcome.distance).toBeGreaterThan(1000);
    expect(outcome.ok && outcome.distance).toBeLessThan(1200);
  });

  it("finds a point's zone only among the zones of its city", () => {
    expect(zoneAt(zones, { latitude: 41.35, longitude: 69.25 }, 2)).toBeNull();
    expect(zoneAt(zones, { latitude: 41.35, longitude: 69.25 }, 1)?.id).toBe(1);
  });
});

describe('zone tariffs (issue 17)', () => {
  // Branch at the square's south-west corner; the point 0.05° north is about 5.6 km away.
  const home = { ...branch, latitude: 41.3, longitude: 69.2, deliveryPrice: 0 };
  const north = { latitude: 41.35, longitude: 69.2001 };

  it('prices a DISTANCE zone by every started kilometre from the branch', () => {
    const byKm: TariffZone = { ...zones[0]!, tariffType: 'DISTANCE', price: 5000, pricePerKm: 1000 };
    const outcome = deliveryTariff([byKm], home, north, 50_000);
    expect(outcome.ok && outcome.distance).toBeGreaterThan(5000);
    expect(outcome.ok && outcome.distance).toBeLessThan(6000);
    // 5.56 km is six started kilometres.
    expect(outcome).toMatchObject({ ok: true, price: 5000 + 6 * 1000, zoneId: 1 });
  });

  it('delivers free from the zone’s freeFrom total, and charges one so’m below it', () => {
    const free: TariffZone = { ...zones[0]!, price: 9000, freeFrom: 100_000 };
    expect(deliveryTariff([free], home, north, 100_000)).toMatchObject({ ok: true, price: 0 });
    expect(deliveryTariff([free], home, north, 99_999)).toMatchObject({ ok: true, price: 9000 });
  });

  it('refuses an order below the zone’s minimum and says how much is missing', () => {
    const min: TariffZone = { ...zones[0]!, minOrder: 60_000 };
    expect(deliveryTariff([min], home, north, 45_000)).toEqual({
      ok: false,
      reason: 'ZONE_MIN_ORDER',
      minOrder: 60_000,
      missing: 15_000,
      zoneId: 1,
    });
    expect(deliveryTariff([min], home, north, 60_000)).toMatchObject({ ok: true, price: 10_000 });
  });

  it('keeps the branch price as the floor of a zone price but not of a free delivery', () => {
    const cheap: TariffZone = { ...zones[0]!, price: 1000, freeFrom: 80_000 };
    const floor = { ...home, deliveryPrice: 7000 };
    expect(deliveryTariff([cheap], floor, north, 10_000)).toMatchObject({ ok: true, price: 7000 });
    expect(deliveryTariff([cheap], floor, north, 80_000)).toMatchObject({ ok: true, price: 0 });
  });
});
