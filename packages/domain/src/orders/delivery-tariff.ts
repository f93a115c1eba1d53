import { distanceMetres } from '../geo/distance.js';
import { type LonLat, pointInPolygon } from '../geo/point-in-polygon.js';

// The delivery price rule (issue 5, issue 17; docs/decisions/012 and 028):
// - a city where the merchant drew delivery zones delivers only inside them; the zone the point
//   falls in sets the price: FIXED its `price`, DISTANCE its `price` plus `pricePerKm` for every
//   started kilometre from the branch (as the crow flies). The branch's deliveryPrice is the floor
//   (a branch far from a cheap central zone still covers its courier's trip);
// - an order whose products (after their own discounts) cost at least the zone's `freeFrom` is
//   delivered free; one below the zone's `minOrder` is not delivered, and the refusal says how
//   much is missing;
// - a city without any zone delivers anywhere at the branch's deliveryPrice.
// The tariff call, the order's recomputation and the checkout all go through deliveryTariff.

export type ZoneTariffType = 'FIXED' | 'DISTANCE';

export interface TariffZone {
  id: number;
  cityId: number;
  price: number;
  polygon: readonly LonLat[];
  tariffType?: ZoneTariffType;
  /** DISTANCE: so'm per started kilometre from the branch. */
  pricePerKm?: number | null;
  /** Products total from which delivery is free; null: never free. */
  freeFrom?: number | null;
  /** Smallest products total delivered here (0: any). */
  minOrder?: number | null;
}

export interface TariffBranch {
  id: number;
  cityId: number;
  latitude: number;
  longitude: number;
  deliveryPrice: number;
}

export type TariffOutcome =
  | { ok: true; price: number; zoneId: number | null; distance: number }
  | { ok: false; reason: 'OUT_OF_SERVICE_ZONE' }
  | { ok: false; reason: 'ZONE_MIN_ORDER'; minOrder: number; missing: number; zoneId: number };

/** The zone containing the point, among zones of `cityId` (or all zones when the city is unknown). */
export function zoneAt(
  zones: readonly TariffZone[],
  point: { latitude: number; longitude: number },
  cityId?: number | null,
): TariffZone | null {
  const lonLat: LonLat = [point.longitude, point.latitude];
  const candidates = cityId ? zones.filter((z) => z.cityId === cityId) : zones;
  return candidates.find((zone) => pointInPolygon(lonLat, zone.polygon)) ?? null;
}

/** The zone's own price for a trip of `distance` metres, before the branch floor and freeFrom. */
export function zonePrice(zone: TariffZone, distance: number): number {
  if (zone.tariffType !== 'DISTANCE') return zone.price;
  const startedKm = Math.ceil(Math.max(distance, 0) / 1000);
  return zone.price + (zone.pricePerKm ?? 0) * startedKm;
}

/**
 * The delivery price from `branch` to the point for products costing `productPrice` (after their
 * own discounts, before a promo), or why there is no delivery there.
 */
export function deliveryTariff(
  zones: readonly TariffZone[],
  branch: TariffBranch,
  point: { latitude: number; longitude: number },
  productPrice = 0,
): TariffOutcome {
  const distance = distanceMetres(branch.latitude, branch.longitude, point.latitude, point.longitude);
  const cityZones = zones.filter((z) => z.cityId === branch.cityId);
  if (cityZones.length === 0) return { ok: true, price: branch.deliveryPrice, zoneId: null, distance };
  const zone = zoneAt(cityZones, point);
  if (!zone) return { ok: false, reason: 'OUT_OF_SERVICE_ZONE' };
  const minOrder = zone.minOrder ?? 0;
  if (productPrice < minOrder)
    return {
      ok: false,
      reason: 'ZONE_MIN_ORDER',
      minOrder,
      missing: minOrder - productPrice,
      zoneId: zone.id,
    };
  const free = zone.freeFrom != null && productPrice >= zone.freeFrom;
  const price = free ? 0 : Math.max(zonePrice(zone, distance), branch.deliveryPrice);
  return { ok: true, price, zoneId: zone.id, distance };
}
