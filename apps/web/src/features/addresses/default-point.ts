import type { City, PublicMerchant } from '@dastarkhan/domain';
import { DEFAULT_ADDRESS_COORDINATES } from '@dastarkhan/domain/client';

export interface Point {
  lat: number;
  lon: number;
}

/** Spec §9: the default coordinates of an address. */
export const ADDRESS_DEFAULT_POINT: Point = {
  lat: DEFAULT_ADDRESS_COORDINATES.latitude,
  lon: DEFAULT_ADDRESS_COORDINATES.longitude,
};

/** Finite, on the globe, and not the 0,0 that an unset record tends to carry. */
export function isUsablePoint(lat: unknown, lon: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    !(lat === 0 && lon === 0)
  );
}

/** Where the pin starts: the selected city, else the merchant, else the spec's address default. */
export function defaultPoint(
  cities: readonly Pick<City, 'id' | 'latitude' | 'longitude'>[],
  cityId: number | null,
  merchant: Pick<PublicMerchant, 'latitude' | 'longitude'>,
): Point {
  const city = cities.find((c) => c.id === cityId);
  if (city && isUsablePoint(city.latitude, city.longitude))
    return { lat: city.latitude, lon: city.longitude };
  if (isUsablePoint(merchant.latitude, merchant.longitude)) {
    return { lat: merchant.latitude, lon: merchant.longitude };
  }
  return ADDRESS_DEFAULT_POINT;
}

/** Five decimals (about a metre): enough for a courier, short enough to read. */
export function formatPoint(point: Point): { lat: string; lon: string } {
  return { lat: point.lat.toFixed(5), lon: point.lon.toFixed(5) };
}
