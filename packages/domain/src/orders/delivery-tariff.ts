import { distanceMetres } from '../geo/distance.js';
import { type LonLat, pointInPolygon } from '../geo/point-in-polygon.js';

// The delivery price rule (issue 5; docs/decisions/012-checkout-and-orders.md):
// - a city where the merchant drew delivery zones delivers only inside them; the zone the point
//   falls in sets the price, and the branch's deliveryPrice is the floor (a branch far from a
//   cheap central zone still covers its courier's trip);
// - a city without any zone delivers anywhere at the branch's deliveryPrice.

export interface TariffZone {
  id: number;
  cityId: number;
  price: number;
  polygon: readonly LonLat[];
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
  | { ok: false; reason: 'OUT_OF_SERVICE_ZONE' };

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

/** The delivery price from `branch` to the point, or why there is no delivery there. */
export function deliveryTariff(
  zones: readonly TariffZone[],
  branch: TariffBranch,
  point: { latitude: number; longitude: number },
): TariffOutcome {
  const distance = distanceMetres(branch.latitude, branch.longitude, point.latitude, point.longitude);
  const cityZones = zones.filter((z) => z.cityId === branch.cityId);
  if (cityZones.length === 0) return { ok: true, price: branch.deliveryPrice, zoneId: null, distance };
  const zone = zoneAt(cityZones, point);
  if (!zone) return { ok: false, reason: 'OUT_OF_SERVICE_ZONE' };
  return { ok: true, price: Math.max(zone.price, branch.deliveryPrice), zoneId: zone.id, distance };
}
