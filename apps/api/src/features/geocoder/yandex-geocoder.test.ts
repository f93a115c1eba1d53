import { afterEach, describe, expect, it } from 'vitest';
import { type FakeReply, type FakeServer, startFakeServer } from '../../test-support/fake-http-server.js';
import { GeocoderUnavailable, type SearchArea } from './geocoder.js';
import { createYandexGeocoder } from './yandex-geocoder.js';

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const KEY = 'yandex-test-key';
const TASHKENT: SearchArea = { latitude: 41.3, longitude: 69.28, latSpan: 0.15, lonSpan: 0.2 };
const member = (name: string, description: string, pos: string) => ({
  GeoObject: { name, description, Point: { pos } },
});
const answer = (...members: unknown[]) => ({ response: { GeoObjectCollection: { featureMember: members } } });

// Generous: the machine running the tests may be busy; the timeout itself has its own test.
async function yandex(reply: () => FakeReply, timeoutMs = 10_000) {
  fake = await startFakeServer(() => reply());
  return createYandexGeocoder({ baseUrl: `${fake.url}/v1`, apiKey: KEY, timeoutMs });
}

describe('Yandex geocoder', () => {
  it('searches with the key, the language and the city box (ll + spn, rspn=1), lon-lat read right', async () => {
    const geocoder = await yandex(() => ({
      json: answer(
        member('улица Амира Темура, 15', 'Ташкент, Узбекистан', '69.2797 41.3111'),
        member('', 'x', '1 2'),
      ),
    }));
    const places = await geocoder.search('Амира Темура 15', TASHKENT, 'ru', 6);
    expect(places).toEqual([
      {
        name: 'улица Амира Темура, 15',
        detail: 'Ташкент, Узбекистан',
        latitude: 41.3111,
        longitude: 69.2797,
      },
    ]);
    const [sent] = fake!.requests;
    expect(sent!.path).toBe('/v1');
    expect(sent!.query).toEqual({
      apikey: KEY,
      format: 'json',
      geocode: 'Амира Темура 15',
      lang: 'ru_RU',
      ll: '69.28,41.3',
      spn: '0.4,0.3',
      rspn: '1',
      results: '6',
    });
  });

  it('reverse-geocodes "lon,lat" to the house, in English for English pages', async () => {
    const geocoder = await yandex(() => ({
      json: answer(member('Amir Temur Avenue, 15', 'Tashkent', '69.28 41.31')),
    }));
    expect(await geocoder.reverse(41.31, 69.28, 'eng')).toMatchObject({ name: 'Amir Temur Avenue, 15' });
    expect(fake!.requests[0]!.query).toMatchObject({
      geocode: '69.28,41.31',
      kind: 'house',
      lang: 'en_RU',
      results: '1',
    });
  });

  it('is unavailable on a refused key (403) or an answer of another shape', async () => {
    const refused = await yandex(() => ({
      status: 403,
      json: { statusCode: 403, message: 'Invalid api key' },
    }));
    await expect(refused.search('chorsu', TASHKENT, 'uz', 6)).rejects.toBeInstanceOf(GeocoderUnavailable);
    await fake!.close();
    const odd = await yandex(() => ({ json: { unexpected: true } }));
    await expect(odd.reverse(41, 69, 'uz')).rejects.toBeInstanceOf(GeocoderUnavailable);
  });
});
