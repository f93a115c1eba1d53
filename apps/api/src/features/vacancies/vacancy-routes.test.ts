import { tables } from '@dastarkhan/db';
import { VacancyListSchema, VacancySchema } from '@dastarkhan/domain';
import { inArray } from 'drizzle-orm';
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

async function list(merchant: string) {
  const res = await get('/api/support/v1/vacancies', merchant);
  expect(res.statusCode).toBe(200);
  return VacancyListSchema.parse(res.json().data);
}

/** Which tenant each vacancy row belongs to, read straight from the database. */
async function ownersOf(ids: number[]) {
  const rows = await t.db
    .select({ id: tables.vacancies.id, merchantId: tables.vacancies.merchantId })
    .from(tables.vacancies)
    .where(inArray(tables.vacancies.id, ids));
  return new Set(rows.map((r) => r.merchantId));
}

const text = (s: string) => ({ uz: s, ru: s, eng: s });

describe('GET /api/support/v1/vacancies', () => {
  it('lists the three seeded vacancies of demo with every field the screen needs', async () => {
    const vacancies = await list(demo);
    expect(vacancies).toHaveLength(3);
    expect(vacancies.map((v) => v.position.eng).sort()).toEqual(['Cook (plov master)', 'Courier', 'Waiter']);
    const cook = vacancies.find((v) => v.position.eng.startsWith('Cook'))!;
    expect(cook).toMatchObject({
      responsible: 'Rustam Karimov',
      responsiblePhone: '998901112233',
      salaryFrom: 8000000,
      salaryTo: 12000000,
    });
    expect(cook.branchId).not.toBeNull();
    expect(cook.requirements.uz.length).toBeGreaterThan(10);
    expect(vacancies.find((v) => v.position.eng === 'Courier')!.branchId).toBeNull();
    expect(await ownersOf(vacancies.map((v) => v.id))).toEqual(new Set([Number(demo)]));
  });

  it('shows lavash only its own vacancies', async () => {
    const own = await list(lavash);
    expect(own.map((v) => v.position.eng)).toEqual(['Cashier']);
    expect(await ownersOf(own.map((v) => v.id))).toEqual(new Set([Number(lavash)]));
    const demoIds = new Set((await list(demo)).map((v) => v.id));
    expect(own.some((v) => demoIds.has(v.id))).toBe(false);
  });

  it('requires the merchant header', async () => {
    const res = await get('/api/support/v1/vacancies');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MERCHANT_HEADER_REQUIRED');
  });

  it('puts the newest first and leaves closed vacancies out', async () => {
    const merchantId = Number(demo);
    const base = {
      merchantId,
      responsible: 'Test Person',
      responsiblePhone: '998900000099',
      requirements: text('r'),
      description: text('d'),
    };
    const [newest, oldest, closed] = await t.db
      .insert(tables.vacancies)
      .values([
        { ...base, position: text('Newest'), createdDate: new Date(Date.now() + 60_000) },
        { ...base, position: text('Oldest'), createdDate: new Date('2020-01-01T00:00:00Z') },
        { ...base, position: text('Closed'), isActive: false, createdDate: new Date(Date.now() + 120_000) },
      ])
      .returning({ id: tables.vacancies.id });
    try {
      const vacancies = await list(demo);
      expect(vacancies).toHaveLength(5);
      expect(vacancies[0]!.id).toBe(newest!.id);
      expect(vacancies.at(-1)!.id).toBe(oldest!.id);
      expect(vacancies.map((v) => v.id)).not.toContain(closed!.id);
      // A new vacancy without a salary range still fits the schema (0 = not stated).
      expect(vacancies[0]!.salaryFrom).toBe(0);

      const res = await get(`/api/support/v1/vacancies/${closed!.id}`, demo);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    } finally {
      await t.db
        .delete(tables.vacancies)
        .where(inArray(tables.vacancies.id, [newest!.id, oldest!.id, closed!.id]));
    }
  });
});

describe('GET /api/support/v1/vacancies/:id', () => {
  it('answers one vacancy of the tenant', async () => {
    const [first] = await list(demo);
    const res = await get(`/api/support/v1/vacancies/${first!.id}`, demo);
    expect(res.statusCode).toBe(200);
    expect(VacancySchema.parse(res.json().data)).toEqual(first);
  });

  it('answers 404 NOT_FOUND for a vacancy of another tenant, both ways', async () => {
    const [demoVacancy] = await list(demo);
    const [lavashVacancy] = await list(lavash);
    for (const [id, merchant] of [
      [demoVacancy!.id, lavash],
      [lavashVacancy!.id, demo],
    ] as const) {
      const res = await get(`/api/support/v1/vacancies/${id}`, merchant);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await get(`/api/support/v1/vacancies/${lavashVacancy!.id}`, lavash)).statusCode).toBe(200);
  });

  it('answers 404 for an id nobody has', async () => {
    const res = await get('/api/support/v1/vacancies/2147483647', demo);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'refuses the malformed id %s with a 400 naming id',
    async (id) => {
      const res = await get(`/api/support/v1/vacancies/${id}`, demo);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('id');
    },
  );
});
