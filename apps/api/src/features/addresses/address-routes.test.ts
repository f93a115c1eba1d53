import { tables } from '@dastarkhan/db';
import { AddressSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { addresses } = tables;

let t: TestApp;
let demo: string;
let lavash: string;
const nextPhone = phoneSequence('99893');

beforeAll(async () => {
  t = await createTestApp();
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
});
afterAll(() => t.close());

const URL = '/api/users/v1/addresses';
const home = {
  type: 'APARTMENT',
  name: 'Uy',
  streetName: 'Amir Temur',
  houseNumber: '15',
  entrance: '2',
  floor: '4',
  domophone: '42',
  comment: 'Qo‘ng‘iroq qiling',
  description: 'Amir Temur 15, 42-xonadon',
  latitude: 41.311,
  longitude: 69.279,
};

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  merchant = demo,
) => t.app.inject({ method, url, headers: asUser(merchant, token), ...(payload ? { payload } : {}) });
const addressRow = async (id: number) => (await t.db.select().from(addresses).where(eq(addresses.id, id)))[0];

async function createAddress(token: string, payload: object = home, merchant = demo) {
  const res = await call('POST', URL, token, payload, merchant);
  expect(res.statusCode, res.body).toBe(201);
  return AddressSchema.parse(res.json().data);
}

describe('my saved addresses', () => {
  it('creates, lists, reads, changes and deletes an address of mine', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const created = await createAddress(token);
    expect(created).toMatchObject({
      type: 'APARTMENT',
      name: 'Uy',
      streetName: 'Amir Temur',
      houseNumber: '15',
      details: { entrance: '2', floor: '4', domophone: '42', office: null, comment: 'Qo‘ng‘iroq qiling' },
      description: 'Amir Temur 15, 42-xonadon',
      latitude: 41.311,
      longitude: 69.279,
    });
    expect(await addressRow(created.id)).toMatchObject({ userId: user.id, merchantId: Number(demo) });

    const second = await createAddress(token, { name: 'Ish', latitude: 41.3, longitude: 69.2 });
    const list = await call('GET', URL, token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([created.id, second.id]);

    const one = await call('GET', `${URL}/${created.id}`, token);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual(created);

    const changed = await call('PUT', `${URL}/${created.id}`, token, {
      ...home,
      name: 'Yangi uy',
      floor: '5',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: created.id, name: 'Yangi uy', details: { floor: '5' } });
    expect(await addressRow(created.id)).toMatchObject({ name: 'Yangi uy', floor: '5' });

    const deleted = await call('DELETE', `${URL}/${created.id}`, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', URL, token)).json().data.map((a: { id: number }) => a.id)).toEqual([second.id]);
    expectError(await call('GET', `${URL}/${created.id}`, token), 404, 'ADDRESS_NOT_FOUND');
    expect((await addressRow(created.id))?.deletedAt).toBeInstanceOf(Date);
  });

  it('fills an empty description from the name', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const created = await createAddress(token, { name: 'Dacha', latitude: 41.2, longitude: 69.1 });
    expect(created.description).toBe('Dacha');
    expect(created.type).toBe('HOUSE');
  });
});

describe("someone else's addresses", () => {
  it("answers ADDRESS_NOT_FOUND for another user's address on GET, PUT and DELETE and leaves it as it was", async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const stranger = await loginByPhone(t, demo, nextPhone());
    const theirs = await createAddress(owner.token);
    const before = await addressRow(theirs.id);

    expectError(await call('GET', `${URL}/${theirs.id}`, stranger.token), 404, 'ADDRESS_NOT_FOUND');
    expectError(
      await call('PUT', `${URL}/${theirs.id}`, stranger.token, { ...home, name: 'Mine now' }),
      404,
      'ADDRESS_NOT_FOUND',
    );
    expectError(await call('DELETE', `${URL}/${theirs.id}`, stranger.token), 404, 'ADDRESS_NOT_FOUND');
    expect((await call('GET', URL, stranger.token)).json().data).toEqual([]);

    expect(await addressRow(theirs.id)).toEqual(before);
    expect((await call('GET', `${URL}/${theirs.id}`, owner.token)).statusCode).toBe(200);
  });

  it("keeps a person's addresses at one merchant invisible at another", async () => {
    const phone = nextPhone();
    const atDemo = await loginByPhone(t, demo, phone);
    const atLavash = await loginByPhone(t, lavash, phone);
    expect(atLavash.user.id).not.toBe(atDemo.user.id);
    const demoAddress = await createAddress(atDemo.token);

    expect((await call('GET', URL, atLavash.token, undefined, lavash)).json().data).toEqual([]);
    expectError(
      await call('GET', `${URL}/${demoAddress.id}`, atLavash.token, undefined, lavash),
      404,
      'ADDRESS_NOT_FOUND',
    );
    expectError(
      await call('DELETE', `${URL}/${demoAddress.id}`, atLavash.token, undefined, lavash),
      404,
      'ADDRESS_NOT_FOUND',
    );
    // The demo token itself is not valid at lavash.
    expectError(await call('GET', URL, atDemo.token, undefined, lavash), 401, 'TOKEN_MERCHANT_MISMATCH');
    expect((await addressRow(demoAddress.id))?.deletedAt).toBeNull();
  });
});

describe('address validation', () => {
  it('names the missing name field and saves nothing', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const { name: _name, ...withoutName } = home;
    expectError(await call('POST', URL, token, withoutName), 400, 'REQUIRED_FIELD', 'name');
    expectError(await call('POST', URL, token, { ...home, name: '   ' }), 400, 'VALIDATION_FAILED', 'name');
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(0);
  });

  it("refuses a city that is not the tenant's (unknown, or another tenant's) and saves nothing", async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const [lavashCity] = await t.db
      .select({ id: tables.cities.id })
      .from(tables.cities)
      .where(eq(tables.cities.merchantId, Number(lavash)));
    for (const cityId of [1_295_188_348, lavashCity!.id])
      expectError(await call('POST', URL, token, { ...home, cityId }), 404, 'CITY_NOT_FOUND', 'cityId');
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(0);
    const [demoCity] = await t.db
      .select({ id: tables.cities.id })
      .from(tables.cities)
      .where(eq(tables.cities.merchantId, Number(demo)));
    const created = await call('POST', URL, token, { ...home, cityId: demoCity!.id });
    expect(created.statusCode, created.body).toBe(201);
    expectError(
      await call('PUT', `${URL}/${created.json().data.id}`, token, { ...home, cityId: lavashCity!.id }),
      404,
      'CITY_NOT_FOUND',
      'cityId',
    );
    expect((await addressRow(created.json().data.id))!.cityId).toBe(demoCity!.id);
  });

  it('refuses a latitude outside -90…90 and saves nothing', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    expectError(
      await call('POST', URL, token, { ...home, latitude: 200 }),
      400,
      'VALIDATION_FAILED',
      'latitude',
    );
    expectError(
      await call('POST', URL, token, { ...home, longitude: -181 }),
      400,
      'VALIDATION_FAILED',
      'longitude',
    );
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(0);
  });

  it('refuses a bad change without touching the saved address', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const created = await createAddress(token);
    const before = await addressRow(created.id);
    expectError(
      await call('PUT', `${URL}/${created.id}`, token, { ...home, latitude: 200 }),
      400,
      'VALIDATION_FAILED',
      'latitude',
    );
    expect(await addressRow(created.id)).toEqual(before);
  });

  it('requires a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: { merchant: demo } });
    expectError(res, 401, 'UNAUTHORIZED');
  });
});
