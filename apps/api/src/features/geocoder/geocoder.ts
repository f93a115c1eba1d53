// One interface for the address search on the delivery map (issue 19), whatever answers it:
// Yandex Geocoder or Nominatim (decision 051). The route never talks to a provider directly.

export type GeocoderLanguage = 'uz' | 'ru' | 'eng';

/** A found place: a short line to show and put in the address field, a second line, the point. */
export interface GeoPlace {
  name: string;
  detail: string;
  latitude: number;
  longitude: number;
}

/** Where to look: the tenant's city, as a centre and half-sizes in degrees. */
export interface SearchArea {
  latitude: number;
  longitude: number;
  /** Half the height and width of the box, degrees. */
  latSpan: number;
  lonSpan: number;
}

export interface Geocoder {
  /** Places matching `query` inside `area`, best first, at most `limit`. */
  search(query: string, area: SearchArea, lang: GeocoderLanguage, limit: number): Promise<GeoPlace[]>;
  /** The address at a point, or null when the provider knows none there. */
  reverse(latitude: number, longitude: number, lang: GeocoderLanguage): Promise<GeoPlace | null>;
}

/** The provider did not answer in time, answered an error, or answered something unreadable. */
export class GeocoderUnavailable extends Error {
  constructor(reason: string) {
    super(`geocoder unavailable: ${reason}`);
    this.name = 'GeocoderUnavailable';
  }
}

/** Six decimals (~10 cm): no float noise like 41.449999999999996 in a provider's URL. */
export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The box as [west, south, east, north]. */
export function boxOf(area: SearchArea): [number, number, number, number] {
  return [
    round6(area.longitude - area.lonSpan),
    round6(area.latitude - area.latSpan),
    round6(area.longitude + area.lonSpan),
    round6(area.latitude + area.latSpan),
  ];
}

/**
 * GET `url` as JSON within `timeoutMs`. Any network failure, timeout, non-2xx answer or body that
 * is not JSON becomes GeocoderUnavailable, so the route has one thing to catch.
 */
export async function getJson(
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new GeocoderUnavailable(error instanceof Error ? error.name : 'network');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderUnavailable(`HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new GeocoderUnavailable('not JSON');
  }
}

const finite = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** A place with readable coordinates, or null (providers' answers are checked, not trusted). */
export function place(
  name: unknown,
  detail: unknown,
  latitude: unknown,
  longitude: unknown,
): GeoPlace | null {
  const lat = finite(latitude);
  const lon = finite(longitude);
  if (typeof name !== 'string' || !name.trim() || lat === null || lon === null) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  // Cut to what an address line holds (ADDRESS_TEXT_MAX.name): a found name always fits the form.
  const detailText = typeof detail === 'string' ? detail.trim().slice(0, 200) : '';
  return { name: name.trim().slice(0, 200), detail: detailText, latitude: lat, longitude: lon };
}
