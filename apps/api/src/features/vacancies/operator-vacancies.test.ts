import { tables } from '@dastarkhan/db';
import { OperatorVacancySchema, type VacancyEditInput } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { branchIds } from '../../test-support/orders.js';

const { t, demo, lavash, chilonzor, operator } = await orderWorld({ operator: true });
const nextPhone = phoneSequence('99885');
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const customer = (await loginByPhone(t, demo, nextPhone())).token;
const lavashBranch = Object.values(await branchIds(t, lavash))[0]!;

const URL = '/api/support/v1/operator/vacancies';
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object, merchant = demo) =>
  t.app.inject({ method, url, headers: asUser(merchant, token), payload });
const publicList = async () =>
  (await t.app.inject({ url: '/api/support/v1/vacancies', headers: { merchant: demo } })).json()
    .data as Array<{
    id: number;
  }>;
const rows = () =>
  t.db
    .select()
    .from(tables.vacancies)
    .where(eq(tables.vacancies.merchantId, Number(demo)));

let n = 0;
const vacancy = (extra: Partial<VacancyEditInput> = {}): VacancyEditInput => {
  n += 1;
  return {
    branchId: chilonzor,
    position: { uz: `Oshpaz ${n}`, ru: `Повар ${n}`, eng: `Cook ${n}` },
    responsible: 'Dilnoza',
    responsiblePhone: '+998 90 123 45 67',
    salaryFrom: 4_000_000,
    salaryTo: 6_000_000,
    requirements: { uz: 'Tajriba', ru: 'Опыт', eng: 'Experience' },
    description: { uz: '', ru: '', eng: '' },
    ...extra,
  };
};

async function open(extra: Partial<VacancyEditInput> = {}) {
  const res = await send('POST', URL, owner, vacancy(extra));
  expect(res.statusCode, res.body).toBe(201);
  return OperatorVacancySchema.parse(res.json().data);
}

describe('vacancies in the console', () => {
  it('opens a vacancy the storefront lists, edits it, closes and reopens it, each audited', async () => {
    const created = await open();
    expect(created).toMatchObject({ isActive: true, responsiblePhone: '998901234567', branchId: chilonzor });
    expect((await publicList()).map((v) => v.id)).toContain(created.id);

    const edited = await send(
      'PUT',
      `${URL}/${created.id}`,
      owner,
      vacancy({ salaryFrom: null, branchId: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ salaryFrom: 0, branchId: null });

    const closed = await send('PUT', `${URL}/${created.id}/active`, owner, { isActive: false });
    expect(closed.json().data.isActive).toBe(false);
    expect((await publicList()).map((v) => v.id)).not.toContain(created.id);
    const listed = (await t.app.inject({ url: URL, headers: asUser(demo, owner) })).json().data;
    expect(listed.find((v: { id: number }) => v.id === created.id)).toMatchObject({ isActive: false });

    expect((await send('PUT', `${URL}/${created.id}/active`, owner, { isActive: true })).statusCode).toBe(
      200,
    );
    expect((await publicList()).map((v) => v.id)).toContain(created.id);

    const entries = await t.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.entity, 'vacancy'), eq(tables.auditLog.entityId, String(created.id))));
    expect(
      entries.map((e) => [e.action, e.after && 'isActive' in e.after ? e.after.isActive : undefined]),
    ).toEqual([
      ['create', true],
      ['update', undefined],
      ['update', false],
      ['update', true],
    ]);
  });

  it('refuses bad input with its code, changing nothing', async () => {
    const existing = await open();
    const before = await rows();
    const bad: Array<[Partial<VacancyEditInput>, number, string, string]> = [
      [{ position: { uz: '', ru: 'Повар', eng: 'Cook' } }, 400, 'VACANCY_POSITION_REQUIRED', 'position'],
      [{ responsible: ' ' }, 400, 'REQUIRED_FIELD', 'responsible'],
      [{ responsiblePhone: '12345' }, 400, 'PHONE_INVALID', 'responsiblePhone'],
      [{ salaryFrom: 7_000_000, salaryTo: 5_000_000 }, 400, 'VACANCY_SALARY_RANGE', 'salaryTo'],
      [{ salaryFrom: -1 }, 400, 'VALIDATION_FAILED', 'salaryFrom'],
      [{ branchId: lavashBranch }, 404, 'BRANCH_NOT_FOUND', 'branchId'],
    ];
    for (const [change, status, code, field] of bad) {
      expectError(await send('POST', URL, owner, vacancy(change)), status, code, field);
      expectError(await send('PUT', `${URL}/${existing.id}`, owner, vacancy(change)), status, code, field);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses customers, operators and another tenant, changing nothing', async () => {
    const existing = await open();
    const before = await rows();
    expectError(await send('POST', URL, customer, vacancy()), 403, 'NOT_STAFF');
    expectError(await send('POST', URL, operator, vacancy()), 403, 'FORBIDDEN');
    expectError(
      await send('PUT', `${URL}/${existing.id}/active`, operator, { isActive: false }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await send('PUT', `${URL}/${existing.id}`, lavashOwner, vacancy({ branchId: null }), lavash),
      404,
      'VACANCY_NOT_FOUND',
    );
    expectError(
      await send('PUT', `${URL}/${existing.id}/active`, lavashOwner, { isActive: false }, lavash),
      404,
      'VACANCY_NOT_FOUND',
    );
    const theirs = (await t.app.inject({ url: URL, headers: asUser(lavash, lavashOwner) })).json().data;
    expect(theirs.map((v: { id: number }) => v.id)).not.toContain(existing.id);
    expect(await rows()).toEqual(before);
  });
});
