import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test-support/accounts.js';
import { deadServerUrl, type FakeServer, startFakeServer } from '../../test-support/fake-http-server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The adapters' requests are checked in their own tests; here: the route's contract, the city's
// box taken from the tenant, the cache, and the 503 that tells the page to fall back to the pin.
let fake: FakeServer;
let withSearch: TestApp;
let demo: string;

const found = {
  lat: '41.2995',
  lon: '69.2401',
  name: 'Chorsu',
  address: { road: 'Navoiy ko‘chasi', house_number: '1', suburb: 'Shayxontohur', city: 'Toshkent' },
};

beforeAll(async () => {
  fake = await startFakeServer((request) => ({ json: request.path === '/search' ? [found] : found }));
  withSearch = await createTestApp({ GEOCODER: 'nominatim', GEOCODER_URL: fake.url });
  demo = String(await withSearch.merchantId('demo'));
});
afterAll(async () => {
  await withSearch.close();
  await fake.close();
});

const get = (t: TestApp, url: string, merchant = demo) =>
  t.app.inject({ method: 'GET', url, headers: { merchant } });

describe('address search routes', () => {
  it('finds places around the tenant, in the page language, asking the provider once for repeated words', async () => {
    const first = await get(withSearch, '/api/geo/v1/search?q=chorsu&lang=uz');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.places).toEqual([
      { name: 'Navoiy ko‘chasi, 1', detail: 'Shayxontohur, Toshkent', latitude: 41.2995, longitude: 69.2401 },
    ]);
    const again = await get(withSearch, '/api/geo/v1/search?q=Chorsu&lang=uz');
    expect(again.json().data.places).toHaveLength(1);
    const searches = fake.requests.filter((r) => r.path === '/search');
    expect(searches).toHaveLength(1);
    // Demo's centre is Tashkent: the box is around it.
    const [west, south, east, north] = searches[0]!.query.viewbox!.split(',').map(Number);
    expect(west! < 69.28 && 69.28 < east! && south! < 41.31 && 41.31 < north!).toBe(true);
    expect(searches[0]!.query['accept-language']).toBe('uz');
  });

  it('names the address at a point', async () => {
    const res = await get(withSearch, '/api/geo/v1/reverse?lat=41.2995&lon=69.2401&lang=ru');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.place).toMatchObject({ name: 'Navoiy ko‘chasi, 1' });
  });

  it('refuses a too short query and a point off the globe, naming the field', async () => {
    for (const [url, field] of [
      ['/api/geo/v1/search?q=a&lang=ru', 'q'],
      ['/api/geo/v1/reverse?lat=91&lon=69&lang=ru', 'lat'],
    ] as const) {
      const res = await get(withSearch, url);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    expect(fake.requests.filter((r) => r.query.q === 'a' || r.query.lat === '91')).toHaveLength(0);
  });

  it('answers 503 GEOCODER_UNAVAILABLE when the search is off or the provider cannot be reached', async () => {
    const off = await createTestApp();
    const dead = await createTestApp({ GEOCODER: 'nominatim', GEOCODER_URL: await deadServerUrl() });
    try {
      const id = String(await off.merchantId('demo'));
      expectError(await get(off, '/api/geo/v1/search?q=chorsu&lang=ru', id), 503, 'GEOCODER_UNAVAILABLE');
      expectError(
        await get(dead, '/api/geo/v1/reverse?lat=41.3&lon=69.2&lang=eng', id),
        503,
        'GEOCODER_UNAVAILABLE',
      );
    } finally {
      await off.close();
      await dead.close();
    }
  });
});
