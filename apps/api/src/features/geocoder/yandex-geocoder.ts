// Yandex Geocoder HTTP API (GET /v1?apikey&geocode&lang&format=json): forward search inside the
// city's box (`ll` + `spn` with `rspn=1`), reverse with `geocode=lon,lat` and `kind=house`.
// Coordinates in Yandex are "longitude latitude" (decision 051).
import {
  type Geocoder,
  type GeocoderLanguage,
  GeocoderUnavailable,
  type GeoPlace,
  getJson,
  place,
  round6,
} from './geocoder.js';

export interface YandexOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

// Yandex lists ru_RU, uk_UA, be_BY, en_RU, en_US and tr_TR; no Uzbek, so Uzbek pages get Russian
// names (what the city's signs and most Tashkent customers read besides Uzbek).
const LANG: Record<GeocoderLanguage, string> = { uz: 'ru_RU', ru: 'ru_RU', eng: 'en_RU' };

interface YandexGeoObject {
  name?: string;
  description?: string;
  Point?: { pos?: string };
}

interface YandexAnswer {
  response?: { GeoObjectCollection?: { featureMember?: Array<{ GeoObject?: YandexGeoObject }> } };
}

function placesOf(body: unknown): GeoPlace[] {
  const members = (body as YandexAnswer)?.response?.GeoObjectCollection?.featureMember;
  if (!Array.isArray(members)) throw new GeocoderUnavailable('unexpected answer');
  return members
    .map(({ GeoObject: found }) => {
      const [lon, lat] = (found?.Point?.pos ?? '').split(' ');
      return place(found?.name, found?.description, lat, lon);
    })
    .filter((found): found is GeoPlace => found !== null);
}

export function createYandexGeocoder(options: YandexOptions): Geocoder {
  const base = options.baseUrl.replace(/\/$/, '');
  const call = (params: Record<string, string>) => {
    const url = new URL(base);
    url.search = new URLSearchParams({ apikey: options.apiKey, format: 'json', ...params }).toString();
    return getJson(url, {}, options.timeoutMs);
  };
  return {
    async search(query, area, lang, limit) {
      const body = await call({
        geocode: query,
        lang: LANG[lang],
        ll: `${area.longitude},${area.latitude}`,
        spn: `${round6(area.lonSpan * 2)},${round6(area.latSpan * 2)}`,
        rspn: '1',
        results: String(limit),
      });
      return placesOf(body).slice(0, limit);
    },
    async reverse(latitude, longitude, lang) {
      const body = await call({
        geocode: `${longitude},${latitude}`,
        lang: LANG[lang],
        kind: 'house',
        results: '1',
      });
      return placesOf(body)[0] ?? null;
    },
  };
}
