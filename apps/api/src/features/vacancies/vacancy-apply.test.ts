import { tables } from '@dastarkhan/db';
import {
  APPLICANT_NAME_MAX,
  APPLICATION_MESSAGE_MAX,
  VacancyApplicationSchema,
  VacancyListSchema,
} from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  expectError,
  loginByPhone,
  nextIp,
  phoneSequence,
  withInterleavedQueries,
} from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { APPLICATIONS_PER_PHONE_PER_DAY } from './vacancy-apply-routes.js';

/** The default of APPLY_IP_LIMIT_PER_HOUR. */
const APPLICATIONS_PER_IP_PER_HOUR = 10;

const { vacancyApplications, vacancies, merchantSettings } = tables;

let t: TestApp;
let demo: string;
let lavash: string;
let demoVacancies: number[];
let lavashVacancy: number;
const nextPhone = phoneSequence('99884');

async function openVacancies(merchant: string) {
  const res = await t.app.inject({ url: '/api/support/v1/vacancies', headers: { merchant } });
  return VacancyListSchema.parse(res.json().data).map((v) => v.id);
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-11-23T07:00:00.000Z') });
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
  demoVacancies = await openVacancies(demo);
  lavashVacancy = (await openVacancies(lavash))[0]!;
});
afterAll(() => t.close());

const apply = (
  vacancyId: number | string,
  payload: unknown,
  {
    merchant = demo,
    ip = nextIp(),
    headers = {},
  }: { merchant?: string; ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/support/v1/vacancies/${vacancyId}/applications`,
    headers: { merchant, ...headers },
    payload: payload as object,
    remoteAddress: ip,
  });

const count = async () =>
  (await t.db.select({ id: vacancyApplications.id }).from(vacancyApplications)).length;

describe('POST /api/support/v1/vacancies/:id/applications', () => {
  it('stores a guest application with the phone normalised', async () => {
    const res = await apply(demoVacancies[0]!, {
      name: ' Aziz Karimov ',
      phone: '+998 (90) 555-12-34',
      message: 'Tajribam 3 yil',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = VacancyApplicationSchema.parse(res.json().data);
    const [row] = await t.db.select().from(vacancyApplications).where(eq(vacancyApplications.id, created.id));
    expect(row).toMatchObject({
      merchantId: Number(demo),
      vacancyId: demoVacancies[0],
      userId: null,
      name: 'Aziz Karimov',
      phone: '998905551234',
      message: 'Tajribam 3 yil',
    });
  });

  it('links a signed-in applicant, and refuses a bad token', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const res = await apply(
      demoVacancies[1]!,
      { name: 'Malika', phone: me.user.phone },
      { headers: asUser(demo, me.token) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(vacancyApplications)
      .where(eq(vacancyApplications.id, res.json().data.id));
    expect(row!.userId).toBe(me.user.id);
    expect(row!.message).toBeNull();
    const before = await count();
    expectError(
      await apply(
        demoVacancies[1]!,
        { name: 'M', phone: nextPhone() },
        { headers: { authorization: 'Bearer not-a-real-token-at-all-xx' } },
      ),
      401,
      'UNAUTHORIZED',
    );
    expect(await count()).toBe(before);
  });

  it('refuses a second application of the same phone to the same vacancy; another vacancy is fine', async () => {
    const phone = nextPhone();
    expect((await apply(demoVacancies[0]!, { name: 'Olim', phone })).statusCode).toBe(201);
    const before = await count();
    expectError(
      await apply(demoVacancies[0]!, { name: 'Olim', phone }),
      409,
      'VACANCY_ALREADY_APPLIED',
      'phone',
    );
    expect(await count()).toBe(before);
    expect((await apply(demoVacancies[1]!, { name: 'Olim', phone })).statusCode).toBe(201);
  });

  it('keeps one application when the same phone applies twice at once', async () => {
    const phone = nextPhone();
    const answers = await withInterleavedQueries(t, () =>
      Promise.all([1, 2, 3].map(() => apply(demoVacancies[2]!, { name: 'Sardor', phone }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(vacancyApplications).where(eq(vacancyApplications.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it(`allows ${APPLICATIONS_PER_PHONE_PER_DAY} applications a day per phone`, async () => {
    const phone = nextPhone();
    const extra = [];
    const base = { merchantId: Number(demo), responsible: 'R', responsiblePhone: '998900000099' };
    const text = { uz: 't', ru: 't', eng: 't' };
    for (let i = 0; i < APPLICATIONS_PER_PHONE_PER_DAY + 1; i++) {
      const [row] = await t.db
        .insert(vacancies)
        .values({ ...base, position: text, requirements: text, description: text })
        .returning({ id: vacancies.id });
      extra.push(row!.id);
    }
    for (const id of extra.slice(0, APPLICATIONS_PER_PHONE_PER_DAY)) {
      expect((await apply(id, { name: 'Busy', phone })).statusCode).toBe(201);
    }
    const before = await count();
    expectError(await apply(extra.at(-1)!, { name: 'Busy', phone }), 429, 'RATE_LIMITED');
    expect(await count()).toBe(before);
  });

  it(`allows ${APPLICATIONS_PER_IP_PER_HOUR} applications an hour per client address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < APPLICATIONS_PER_IP_PER_HOUR; i++) {
      const res = await apply(
        demoVacancies[i % demoVacancies.length]!,
        { name: 'Same office', phone: nextPhone() },
        { ip },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await count();
    expectError(
      await apply(demoVacancies[0]!, { name: 'One more', phone: nextPhone() }, { ip }),
      429,
      'RATE_LIMITED',
    );
    expect(await count()).toBe(before);
    expect((await apply(demoVacancies[0]!, { name: 'Elsewhere', phone: nextPhone() })).statusCode).toBe(201);
  });

  it("refuses another tenant's vacancy, both ways, and an unknown one", async () => {
    const before = await count();
    expectError(await apply(lavashVacancy, { name: 'A', phone: nextPhone() }), 404, 'VACANCY_NOT_FOUND');
    expectError(
      await apply(demoVacancies[0]!, { name: 'A', phone: nextPhone() }, { merchant: lavash }),
      404,
      'VACANCY_NOT_FOUND',
    );
    expectError(await apply(2147483647, { name: 'A', phone: nextPhone() }), 404, 'VACANCY_NOT_FOUND');
    expect(await count()).toBe(before);
    expect(
      (await apply(lavashVacancy, { name: 'A', phone: nextPhone() }, { merchant: lavash })).statusCode,
    ).toBe(201);
  });

  it('refuses a closed vacancy', async () => {
    const text = { uz: 't', ru: 't', eng: 't' };
    const [closed] = await t.db
      .insert(vacancies)
      .values({
        merchantId: Number(demo),
        responsible: 'R',
        responsiblePhone: '998900000099',
        position: text,
        requirements: text,
        description: text,
        isActive: false,
      })
      .returning({ id: vacancies.id });
    expectError(await apply(closed!.id, { name: 'A', phone: nextPhone() }), 404, 'VACANCY_NOT_FOUND');
  });

  it('refuses when the tenant has vacancies switched off', async () => {
    const [row] = await t.db
      .select()
      .from(merchantSettings)
      .where(eq(merchantSettings.merchantId, Number(lavash)));
    await t.db
      .update(merchantSettings)
      .set({ settings: { ...(row!.settings as object), vacanciesActive: false } })
      .where(eq(merchantSettings.merchantId, Number(lavash)));
    t.app.deps.settingsCache.clear();
    try {
      const before = await count();
      expectError(
        await apply(lavashVacancy, { name: 'A', phone: nextPhone() }, { merchant: lavash }),
        403,
        'VACANCIES_DISABLED',
      );
      expect(await count()).toBe(before);
    } finally {
      await t.db
        .update(merchantSettings)
        .set({ settings: row!.settings })
        .where(eq(merchantSettings.merchantId, Number(lavash)));
      t.app.deps.settingsCache.clear();
    }
  });

  it.each([
    [{ phone: '998901234567' }, 'REQUIRED_FIELD', 'name'],
    [{ name: '   ', phone: '998901234567' }, 'REQUIRED_FIELD', 'name'],
    [{ name: 'x'.repeat(APPLICANT_NAME_MAX + 1), phone: '998901234567' }, 'TEXT_TOO_LONG', 'name'],
    [{ name: 'A' }, 'REQUIRED_FIELD', 'phone'],
    [{ name: 'A', phone: '12345' }, 'PHONE_INVALID', 'phone'],
    [{ name: 'A', phone: '997901234567' }, 'PHONE_INVALID', 'phone'],
    [{ name: 'A', phone: '9989012345678' }, 'PHONE_INVALID', 'phone'],
    [
      { name: 'A', phone: '998901234567', message: 'x'.repeat(APPLICATION_MESSAGE_MAX + 1) },
      'TEXT_TOO_LONG',
      'message',
    ],
  ])('refuses %j with %s naming %s', async (payload, code, field) => {
    const before = await count();
    expectError(await apply(demoVacancies[0]!, payload), 400, code, field);
    expect(await count()).toBe(before);
  });

  it.each(['abc', '0', '99999999999'])('refuses the malformed vacancy id %s', async (id) => {
    const res = await apply(id, { name: 'A', phone: '998901234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('id');
  });
});
