import { tables } from '@dastarkhan/db';
import { StaffVacancyApplicationPageSchema, StaffVacancyApplicationSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, nextIp, phoneSequence } from '../../test-support/accounts.js';
import { branchIds, MONDAY_NOON } from '../../test-support/orders.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { vacancyApplications, vacancies, users } = tables;

let t: TestApp;
let demo: string;
let lavash: string;
let chilonzor: number;
let samarqand: number;
/** A demo vacancy at Chilanzar and one for the merchant as a whole. */
let atChilonzor: number;
let anywhere: number;
let operator: { token: string; user: { id: number } };
let lavashOperator: string;
const nextPhone = phoneSequence('99881');

const STAFF = '/api/support/v1/operator/vacancy-applications';
const KITCHEN = '998900000004';
const COURIER = '998900000011';

beforeAll(async () => {
  t = await createTestApp({}, { now: () => MONDAY_NOON });
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
  const branches = await branchIds(t, demo);
  chilonzor = branches['Dastarkhan Chilanzar']!;
  samarqand = branches['Dastarkhan Samarkand']!;
  const open = await t.db
    .select()
    .from(vacancies)
    .where(eq(vacancies.merchantId, Number(demo)));
  atChilonzor = open[0]!.id;
  anywhere = open[1]!.id;
  await t.db.update(vacancies).set({ branchId: chilonzor }).where(eq(vacancies.id, atChilonzor));
  await t.db.update(vacancies).set({ branchId: null }).where(eq(vacancies.id, anywhere));
  operator = await loginByPhone(t, demo, '998900000001');
  lavashOperator = (await loginByPhone(t, lavash, '998900000002')).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object, merchant = demo) =>
  t.app.inject({ method, url, headers: asUser(merchant, token), ...(payload ? { payload } : {}) });

/** A job seeker (a guest) applies for a vacancy through the public call. */
async function applied(vacancyId: number, name = 'Aziz Karimov') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/support/v1/vacancies/${vacancyId}/applications`,
    headers: { merchant: demo },
    payload: { name, phone: nextPhone(), message: 'I cook plov for 10 years' },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function staffAs(role: string, branchIds: number[] | null) {
  const { token, user } = await loginByPhone(t, demo, nextPhone());
  await t.db.update(users).set({ role, branchIds }).where(eq(users.id, user.id));
  return token;
}

const rowOf = async (id: number) =>
  (await t.db.select().from(vacancyApplications).where(eq(vacancyApplications.id, id)))[0]!;
const ids = (res: { json(): { data: { content: Array<{ id: number }> } } }) =>
  res.json().data.content.map((a) => a.id);

describe("staff's job applications inbox", () => {
  it('lists applications newest first with the position and branch, paged; marks them handled and back', async () => {
    const first = await applied(anywhere, 'Dilnoza');
    const second = await applied(atChilonzor, 'Bekzod');
    const res = await call('GET', STAFF, operator.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = StaffVacancyApplicationPageSchema.parse(res.json().data);
    expect(page.content.map((a) => a.id)).toEqual([second, first]);
    expect(page.content[0]).toMatchObject({
      vacancyId: atChilonzor,
      branchId: chilonzor,
      name: 'Bekzod',
      message: 'I cook plov for 10 years',
      handledAt: null,
      handledBy: null,
    });
    expect(page.content[0]!.position.eng.length).toBeGreaterThan(0);
    expect(page.content[1]).toMatchObject({ vacancyId: anywhere, branchId: null });
    expect((await call('GET', `${STAFF}?size=1`, operator.token)).json().data).toMatchObject({
      totalElements: 2,
      totalPages: 2,
      size: 1,
    });

    const marked = await call('PUT', `${STAFF}/${first}/handled`, operator.token, { handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(StaffVacancyApplicationSchema.parse(marked.json().data)).toMatchObject({
      handledAt: MONDAY_NOON.toISOString(),
      handledBy: { id: operator.user.id },
    });
    expect(ids(await call('GET', `${STAFF}?handled=true`, operator.token))).toEqual([first]);
    expect(ids(await call('GET', `${STAFF}?handled=false`, operator.token))).toEqual([second]);
    const back = await call('PUT', `${STAFF}/${first}/handled`, operator.token, { handled: false });
    expect(back.json().data).toMatchObject({ handledAt: null, handledBy: null });
  });
});

describe('who may read and mark applications', () => {
  it('refuses customers, the kitchen and couriers', async () => {
    const id = await applied(anywhere);
    const customer = await loginByPhone(t, demo, nextPhone());
    expectError(await call('GET', STAFF, customer.token), 403, 'NOT_STAFF');
    for (const phone of [KITCHEN, COURIER]) {
      const { token } = await loginByPhone(t, demo, phone);
      expectError(await call('GET', STAFF, token), 403, 'FORBIDDEN');
      expectError(await call('PUT', `${STAFF}/${id}/handled`, token, { handled: true }), 403, 'FORBIDDEN');
    }
    expect((await rowOf(id)).handledAt).toBeNull();
  });

  it("keeps a limited member of staff to their branches' vacancies and the merchant-wide ones; tenants apart", async () => {
    const here = await applied(atChilonzor);
    const general = await applied(anywhere);
    const elsewhere = await staffAs('MANAGER', [samarqand]);
    const seen = ids(await call('GET', `${STAFF}?size=100`, elsewhere));
    expect(seen).toContain(general);
    expect(seen).not.toContain(here);
    expectError(
      await call('PUT', `${STAFF}/${here}/handled`, elsewhere, { handled: true }),
      403,
      'BRANCH_FORBIDDEN',
    );
    expectError(
      await call('GET', `${STAFF}?branchId=${chilonzor}`, elsewhere),
      403,
      'BRANCH_FORBIDDEN',
      'branchId',
    );
    expect((await call('PUT', `${STAFF}/${general}/handled`, elsewhere, { handled: true })).statusCode).toBe(
      200,
    );

    expect(ids(await call('GET', STAFF, lavashOperator, undefined, lavash))).toEqual([]);
    expectError(
      await call('PUT', `${STAFF}/${here}/handled`, lavashOperator, { handled: true }, lavash),
      404,
      'VACANCY_APPLICATION_NOT_FOUND',
    );
    expect((await rowOf(here)).handledAt).toBeNull();
  });

  it('answers bad input with a localised 400 naming the field, and changes nothing', async () => {
    const id = await applied(anywhere);
    expectError(
      await call('PUT', `${STAFF}/${id}/handled`, operator.token, {}),
      400,
      'REQUIRED_FIELD',
      'handled',
    );
    expectError(
      await call('PUT', `${STAFF}/${id}/handled`, operator.token, { handled: 1 }),
      400,
      'VALIDATION_FAILED',
      'handled',
    );
    expectError(await call('GET', `${STAFF}?page=-1`, operator.token), 400, 'VALIDATION_FAILED', 'page');
    expectError(
      await call('GET', `${STAFF}?branchId=x`, operator.token),
      400,
      'VALIDATION_FAILED',
      'branchId',
    );
    expect((await rowOf(id)).handledAt).toBeNull();
  });
});
