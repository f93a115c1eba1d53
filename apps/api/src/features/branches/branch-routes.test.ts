import { BranchSchema, CitySchema } from '@dastarkhan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let demo: string;
let lavash: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
});
afterAll(() => t.close());

const get = (url: string, merchant?: string) => t.app.inject({ url, headers: merchant ? { merchant } : {} });

async function citiesOf(merchant: string) {
  const res = await get(`/api/users/v1/city-merchant/merchant/${merchant}`);
  expect(res.statusCode).toBe(200);
  return CitySchema.array().parse(res.json().data);
}

describe('cities', () => {
  it('lists the cities of a merchant, the main city first', async () => {
    const cities = await citiesOf(demo);
    expect(cities).toHaveLength(2);
    expect(cities[0]!.isMain).toBe(true);
    expect(cities.filter((c) => c.isMain)).toHaveLength(1);
  });

  it('answers 404 for an unknown merchant and 400 for a malformed id', async () => {
    expect((await get('/api/users/v1/city-merchant/merchant/424242')).statusCode).toBe(404);
    const bad = await get('/api/users/v1/city-merchant/merchant/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('merchantId');
  });
});

describe('branches', () => {
  it('lists the active branches of the tenant with work hours for every weekday', async () => {
    const res = await get('/api/users/v1/branches', demo);
    expect(res.statusCode).toBe(200);
    const branches = BranchSchema.array().parse(res.json().data);
    expect(branches).toHaveLength(3);
    for (const b of branches) {
      expect(b.merchantId).toBe(Number(demo));
      expect(b.workHours.map((h) => h.day)).toEqual([
        'MONDAY',
        'TUESDAY',
        'WEDNESDAY',
        'THURSDAY',
        'FRIDAY',
        'SATURDAY',
        'SUNDAY',
      ]);
    }
  });

  it('filters the full list by city and includes halls and tables', async () => {
    const [main, second] = await citiesOf(demo);
    const res = await get(`/api/users/v1/branches/full?cityId=${main!.id}`, demo);
    expect(res.statusCode).toBe(200);
    const branches = res.json().data as Array<{ cityId: number; halls: Array<{ tables: unknown[] }> }>;
    expect(branches.length).toBeGreaterThan(0);
    expect(branches.every((b) => b.cityId === main!.id)).toBe(true);
    expect(branches.some((b) => b.halls.some((h) => h.tables.length > 0))).toBe(true);
    const other = (await get(`/api/users/v1/branches/full?cityId=${second!.id}`, demo)).json().data;
    expect(other.every((b: { cityId: number }) => b.cityId === second!.id)).toBe(true);
    expect(branches.length + other.length).toBe(3);
  });

  it('answers the place of a table QR link, and 404 for a table of another tenant', async () => {
    const [main] = await citiesOf(demo);
    const branches = (await get(`/api/users/v1/branches/full?cityId=${main!.id}`, demo)).json()
      .data as Array<{
      id: number;
      halls: Array<{ id: number; tables: Array<{ id: number; name: string }> }>;
    }>;
    const branch = branches.find((b) => b.halls.some((h) => h.tables.length > 0))!;
    const hall = branch.halls.find((h) => h.tables.length > 0)!;
    const table = hall.tables[0]!;
    const res = await get(`/api/users/v1/tables/${table.id}`, demo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      branchId: branch.id,
      hallId: hall.id,
      tableId: table.id,
      tableName: table.name,
    });
    const foreign = await get(`/api/users/v1/tables/${table.id}`, lavash);
    expect(foreign.statusCode).toBe(404);
  });

  it('names the missing cityId', async () => {
    const res = await get('/api/users/v1/branches/full', demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('cityId');
  });

  it('does not show a city of another tenant', async () => {
    const [demoCity] = await citiesOf(demo);
    const res = await get(`/api/users/v1/branches/full?cityId=${demoCity!.id}`, lavash);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CITY_NOT_FOUND');
  });

  it('answers one branch by id, and 404 for a branch of another tenant', async () => {
    const [first] = (await get('/api/users/v1/branches', demo)).json().data;
    const own = await get(`/api/users/v1/branches/${first.id}`, demo);
    expect(own.statusCode).toBe(200);
    expect(BranchSchema.parse(own.json().data).id).toBe(first.id);
    const foreign = await get(`/api/users/v1/branches/${first.id}`, lavash);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('BRANCH_NOT_FOUND');
  });

  it('refuses an id beyond the integer range with a 400, not a database error', async () => {
    const res = await get('/api/users/v1/branches/99999999999', demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('id');
  });
});

describe('closest branch', () => {
  it('finds the nearest branch to a point and says how far it is', async () => {
    const branches = BranchSchema.array().parse((await get('/api/users/v1/branches', demo)).json().data);
    for (const target of branches) {
      // A point a few metres from each branch must pick that branch.
      const lat = target.latitude + 0.0003;
      const lon = target.longitude - 0.0002;
      const res = await get(`/api/users/v1/branches/merchant/${demo}/closest?lat=${lat}&lon=${lon}`);
      expect(res.statusCode).toBe(200);
      const found = BranchSchema.parse(res.json().data);
      expect(found.id).toBe(target.id);
      expect(found.distance).toBeGreaterThan(10);
      expect(found.distance).toBeLessThan(60);
    }
  });

  it('answers the same through the header-scoped local route', async () => {
    const res = await get('/api/users/v1/local/branch/closest?lat=39.654&lon=66.975', demo);
    expect(res.statusCode).toBe(200);
    const samarkand = (await citiesOf(demo)).find((c) => c.latitude < 40.5);
    expect(res.json().data.cityId).toBe(samarkand!.id);
  });

  it.each([
    ['lat=91&lon=69', 'lat'],
    ['lat=41&lon=abc', 'lon'],
    ['lon=69.2', 'lat'],
  ])('refuses bad coordinates (%s) naming %s', async (query, field) => {
    const res = await get(`/api/users/v1/local/branch/closest?${query}`, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
  });
});
