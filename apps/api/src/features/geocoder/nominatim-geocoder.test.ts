import { afterEach, describe, expect, it } from 'vitest';
import {
  deadServerUrl,
  type FakeReply,
  type FakeServer,
  startFakeServer,
} from '../../test-support/fake-http-server.js';
import { GeocoderUnavailable, type SearchArea } from './geocoder.js';
import { createNominatimGeocoder } from './nominatim-geocoder.js';

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const TASHKENT: SearchArea = { latitude: 41.3, longitude: 69.28, latSpan: 0.15, lonSpan: 0.2 };
const AMIR_TEMUR = {
  lat: '41.3111',
  lon: '69.2797',
  name: 'Amir Temur shoh ko‘chasi',
  display_name: 'Amir Temur shoh ko‘chasi, 15, Yunusobod, Toshkent, Oʻzbekiston',
  address: { road: 'Amir Temur shoh ko‘chasi', house_number: '15', suburb: 'Yunusobod', city: 'Toshkent' },
};

// Generous: the machine running the tests may be busy; the timeout itself has its own test.
async function nominatim(reply: (path: string) => FakeReply, timeoutMs = 10_000) {
  fake = await startFakeServer((request) => reply(request.path));
  return createNominatimGeocoder({
    baseUrl: fake.url,
    userAgent: 'Dastarkhan test',
    timeoutMs,
    countryCode: 'uz',
  });
}

describe('Nominatim geocoder', () => {
  it('searches inside the city box of Uzbekistan, in the page language, and reads street and house', async () => {
    const geocoder = await nominatim(() => ({ json: [AMIR_TEMUR, { lat: 'x', lon: '1', name: 'broken' }] }));
    const places = await geocoder.search('amir temur 15', TASHKENT, 'eng', 5);
    expect(places).toEqual([
      {
        name: 'Amir Temur shoh ko‘chasi, 15',
        detail: 'Yunusobod, Toshkent',
        latitude: 41.3111,
        longitude: 69.2797,
      },
    ]);
    const [sent] = fake!.requests;
    expect(sent!.path).toBe('/search');
    expect(sent!.query).toMatchObject({
      q: 'amir temur 15',
      format: 'jsonv2',
      countrycodes: 'uz',
      viewbox: '69.08,41.15,69.48,41.45',
      bounded: '1',
      limit: '5',
      'accept-language': 'en',
    });
    expect(sent!.headers['user-agent']).toBe('Dastarkhan test');
    expect(sent!.headers['accept-language']).toBe('en');
  });

  it('reverse-geocodes a point, and takes "Unable to geocode" as no address', async () => {
    const geocoder = await nominatim((path) =>
      path === '/reverse' ? { json: AMIR_TEMUR } : { status: 404 },
    );
    expect(await geocoder.reverse(41.3111, 69.2797, 'uz')).toMatchObject({
      name: 'Amir Temur shoh ko‘chasi, 15',
    });
    expect(fake!.requests[0]!.query).toMatchObject({
      lat: '41.3111',
      lon: '69.2797',
      zoom: '18',
      'accept-language': 'uz',
    });
    await fake!.close();
    const nowhere = await nominatim(() => ({ json: { error: 'Unable to geocode' } }));
    expect(await nowhere.reverse(41, 69, 'ru')).toBeNull();
  });

  it('is unavailable when the server errs, hangs past the timeout, or cannot be reached', async () => {
    const failing = await nominatim(() => ({ status: 503, text: 'busy' }));
    await expect(failing.search('chorsu', TASHKENT, 'ru', 5)).rejects.toBeInstanceOf(GeocoderUnavailable);
    await fake!.close();
    const hanging = await nominatim(() => ({ hang: true }), 200);
    await expect(hanging.reverse(41, 69, 'ru')).rejects.toBeInstanceOf(GeocoderUnavailable);
    const dead = createNominatimGeocoder({
      baseUrl: await deadServerUrl(),
      userAgent: 'Dastarkhan test',
      timeoutMs: 1000,
      countryCode: 'uz',
    });
    await expect(dead.search('chorsu', TASHKENT, 'ru', 5)).rejects.toBeInstanceOf(GeocoderUnavailable);
  });
});
