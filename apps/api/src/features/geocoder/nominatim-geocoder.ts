// Nominatim (OpenStreetMap): /search and /reverse with format=jsonv2. Its usage policy asks for an
// identifying User-Agent and at most one request a second; the route's debounce and the cache in
// geocoder-routes keep a storefront well under that (decision 051).
import {
  boxOf,
  type Geocoder,
  type GeocoderLanguage,
  GeocoderUnavailable,
  type GeoPlace,
  getJson,
  place,
} from './geocoder.js';

export interface NominatimOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  /** ISO 3166-1 alpha-2, lower case: results outside the country are not asked for. */
  countryCode: string;
}

const ACCEPT_LANGUAGE: Record<GeocoderLanguage, string> = { uz: 'uz', ru: 'ru', eng: 'en' };

interface NominatimAddress {
  road?: string;
  pedestrian?: string;
  house_number?: string;
  neighbourhood?: string;
  suburb?: string;
  city_district?: string;
  city?: string;
  town?: string;
  village?: string;
}

interface NominatimPlace {
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: NominatimAddress;
}

/** "Street, house" when Nominatim knows them, else the object's own name. */
function shortName(found: NominatimPlace): string | undefined {
  const street = found.address?.road ?? found.address?.pedestrian;
  if (street) return found.address?.house_number ? `${street}, ${found.address.house_number}` : street;
  return found.name || found.display_name?.split(',')[0];
}

function detailOf(found: NominatimPlace): string {
  const a = found.address ?? {};
  return [a.suburb ?? a.city_district ?? a.neighbourhood, a.city ?? a.town ?? a.village]
    .filter(Boolean)
    .join(', ');
}

const toPlace = (found: NominatimPlace) => place(shortName(found), detailOf(found), found.lat, found.lon);

export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.replace(/\/$/, '');
  const headers = (lang: GeocoderLanguage) => ({
    'user-agent': options.userAgent,
    'accept-language': ACCEPT_LANGUAGE[lang],
  });
  return {
    async search(query, area, lang, limit) {
      const url = new URL(`${base}/search`);
      url.search = new URLSearchParams({
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(limit),
        countrycodes: options.countryCode,
        viewbox: boxOf(area).join(','),
        bounded: '1',
        'accept-language': ACCEPT_LANGUAGE[lang],
      }).toString();
      const body = await getJson(url, headers(lang), options.timeoutMs);
      if (!Array.isArray(body)) throw new GeocoderUnavailable('unexpected search answer');
      return body
        .map((found) => toPlace(found as NominatimPlace))
        .filter((found): found is GeoPlace => found !== null)
        .slice(0, limit);
    },
    async reverse(latitude, longitude, lang) {
      const url = new URL(`${base}/reverse`);
      url.search = new URLSearchParams({
        lat: String(latitude),
        lon: String(longitude),
        format: 'jsonv2',
        addressdetails: '1',
        zoom: '18',
        'accept-language': ACCEPT_LANGUAGE[lang],
      }).toString();
      const body = (await getJson(url, headers(lang), options.timeoutMs)) as NominatimPlace & {
        error?: string;
      };
      if (!body || typeof body !== 'object') throw new GeocoderUnavailable('unexpected reverse answer');
      // "Unable to geocode" (the sea, a field) is an answer, not a failure.
      if (body.error) return null;
      return toPlace(body);
    },
  };
}
