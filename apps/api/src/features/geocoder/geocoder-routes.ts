import { tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../env.js';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { createTtlCache } from '../../http/ttl-cache.js';
import { type Geocoder, GeocoderUnavailable, type GeoPlace, type SearchArea } from './geocoder.js';
import { createNominatimGeocoder } from './nominatim-geocoder.js';
import { createYandexGeocoder } from './yandex-geocoder.js';

const { cities } = tables;

/** About 30 km by 30 km around the city's centre: Tashkent and its ring road. */
const HALF_SPAN = { latSpan: 0.15, lonSpan: 0.2 };
const RESULTS = 6;
/** The same words in the same city are answered from memory for a while: fewer provider calls. */
const CACHE_MS = 10 * 60_000;

const LangSchema = z.enum(['uz', 'ru', 'eng']).default('ru');
const SearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(120),
  lang: LangSchema,
  cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
const ReverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  lang: LangSchema,
});
const PlaceSchema = z.object({
  name: z.string(),
  detail: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export function geocoderFromConfig(config: Config['geocoder']): Geocoder | null {
  if (!config) return null;
  if (config.provider === 'yandex') {
    return createYandexGeocoder({ baseUrl: config.url, apiKey: config.apiKey, timeoutMs: config.timeoutMs });
  }
  return createNominatimGeocoder({
    baseUrl: config.url,
    userAgent: 'Dastarkhan storefront address search',
    timeoutMs: config.timeoutMs,
    countryCode: 'uz',
  });
}

const unavailable = () => new AppError(503, 'GEOCODER_UNAVAILABLE');

/** A provider failure is a 503 the page turns into "place the pin"; anything else is a bug. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GeocoderUnavailable) throw unavailable();
    throw error;
  }
}

/** `/api/geo/v1/search` and `/reverse`: the delivery map's address search (issue 19). */
export function registerGeocoderRoutes(app: FastifyInstance, docs: ApiDocs, geocoder: Geocoder | null) {
  const searches = createTtlCache<string, GeoPlace[]>(CACHE_MS, 500);
  const reverses = createTtlCache<string, GeoPlace | null>(CACHE_MS, 500);

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/geo/v1/search',
    summary: 'Addresses matching the words, inside the city (503 when the search is off or unreachable)',
    tag: 'tenant',
    merchant: true,
    query: SearchQuerySchema,
    response: z.object({ places: z.array(PlaceSchema) }),
    async handler({ query, merchant }) {
      if (!geocoder) throw unavailable();
      const [city] = query.cityId
        ? await app.deps.db
            .select({ latitude: cities.latitude, longitude: cities.longitude })
            .from(cities)
            .where(and(eq(cities.id, query.cityId), eq(cities.merchantId, merchant.id)))
        : [];
      const area: SearchArea = {
        latitude: city?.latitude ?? merchant.latitude,
        longitude: city?.longitude ?? merchant.longitude,
        ...HALF_SPAN,
      };
      const key = JSON.stringify([query.q.toLowerCase(), query.lang, area.latitude, area.longitude]);
      const places = await searches.get(key, () =>
        asked(() => geocoder.search(query.q, area, query.lang, RESULTS)),
      );
      return { places };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/geo/v1/reverse',
    summary: 'The address at a point (503 when the search is off or unreachable)',
    tag: 'tenant',
    merchant: true,
    query: ReverseQuerySchema,
    response: z.object({ place: PlaceSchema.nullable() }),
    async handler({ query }) {
      if (!geocoder) throw unavailable();
      // Rounded to ~1 m: a pin nudged by a pixel asks again, the same point does not.
      const key = JSON.stringify([query.lat.toFixed(5), query.lon.toFixed(5), query.lang]);
      const place = await reverses.get(key, () =>
        asked(() => geocoder.reverse(query.lat, query.lon, query.lang)),
      );
      return { place };
    },
  });
}
