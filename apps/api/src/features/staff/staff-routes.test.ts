import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';

// Who is staff, and the OWNER's management of staff (issue 16, decision 020).

const nextPhone = phoneSequence('99897');
const { t, demo, lavash, chilonzor, branches } = await orderWorld();
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const operator = (await loginByPhone(t, demo, '998900000001')).token;
const kitchen = (await loginByPhone(t, demo, '998900000004')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const otherBranch = Object.values(branches).find((id) => id !== chilonzor)!;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  merchant = demo,
) => t.app.inject({ method, url, headers: asUser(merchant, token), ...(payload ? { payload } : {}) });

const staffRow = async (phone: string) =>
  (await t.db.select().from(tables.users).where(eq(tables.users.phone, phone)))[0];

describe('GET /operator/me', () => {
  it('names the role, the branches and their console settings', async () => {
    const res = await call('GET', '/api/users/v1/operator/me', operator);
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      role: 'OPERATOR',
      branchIds: null,
      courierId: null,
      user: { phone: '998900000001' },
    });
    expect(me.branches.map((b: { id: number }) => b.id).sort()).toEqual(Object.values(branches).sort());
    expect(me.branches[0]).toMatchObject({ prepMinutes: 20, acceptLimitMinutes: 3 });
  });

  it('gives a courier their courier record', async () => {
    const courier = (await loginByPhone(t, demo, '998900000011')).token;
    const me = (await call('GET', '/api/users/v1/operator/me', courier)).json().data;
    expect(me.role).toBe('COURIER');
    expect(me.courierId).toBeGreaterThan(0);
  });

  it('refuses a customer (403 NOT_STAFF) and a caller without a token (401)', async () => {
    const customer = (await loginByPhone(t, demo, nextPhone())).token;
    expectError(await call('GET', '/api/users/v1/operator/me', customer), 403, 'NOT_STAFF');
    expect(
      (await t.app.inject({ url: '/api/users/v1/operator/me', headers: { merchant: demo } })).statusCode,
    ).toBe(401);
  });
});

describe('staff management', () => {
  it('lets only the OWNER list staff', async () => {
    const res = await call('GET', '/api/users/v1/operator/staff', owner);
    expect(res.statusCode, res.body).toBe(200);
    const phones = res.json().data.map((s: { phone: string }) => s.phone);
    expect(phones).toEqual(
      expect.arrayContaining(['998900000001', '998900000003', '998900000004', '998900000011']),
    );
    expect(phones).not.toContain('998900000002'); // lavash's operator
    expectError(await call('GET', '/api/users/v1/operator/staff', operator), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/users/v1/operator/staff', kitchen), 403, 'FORBIDDEN');
  });

  it('adds a phone with a role and branches; the new member signs in limited to them', async () => {
    const phone = nextPhone();
    const added = await call('POST', '/api/users/v1/operator/staff', owner, {
      phone,
      role: 'OPERATOR',
      branchIds: [chilonzor],
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ phone, role: 'OPERATOR', branchIds: [chilonzor] });
    const token = (await loginByPhone(t, demo, phone)).token;
    const me = (await call('GET', '/api/users/v1/operator/me', token)).json().data;
    expect(me.branchIds).toEqual([chilonzor]);
    expect(me.branches.map((b: { id: number }) => b.id)).toEqual([chilonzor]);
    expectError(
      await call('POST', '/api/users/v1/operator/staff', owner, { phone, role: 'KITCHEN' }),
      409,
      'STAFF_ALREADY_EXISTS',
      'phone',
    );
  });

  it('turns an existing customer into staff, and a COURIER gets a courier record', async () => {
    const phone = nextPhone();
    await loginByPhone(t, demo, phone);
    const res = await call('POST', '/api/users/v1/operator/staff', owner, { phone, role: 'COURIER' });
    expect(res.statusCode, res.body).toBe(201);
    const user = await staffRow(phone);
    const [courier] = await t.db.select().from(tables.couriers).where(eq(tables.couriers.userId, user!.id));
    expect(courier).toBeDefined();
  });

  it('refuses bad input and foreign branches, writing nothing', async () => {
    const phone = nextPhone();
    expectError(
      await call('POST', '/api/users/v1/operator/staff', owner, { phone: '12345', role: 'OPERATOR' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('POST', '/api/users/v1/operator/staff', owner, { phone, role: 'WIZARD' }),
      400,
      'VALIDATION_FAILED',
    );
    const lavashBranch = Object.values(
      await (async () => {
        const res = await t.app.inject({ url: '/api/users/v1/branches', headers: { merchant: lavash } });
        return Object.fromEntries(res.json().data.map((b: { id: number }) => [b.id, b.id]));
      })(),
    )[0] as number;
    expectError(
      await call('POST', '/api/users/v1/operator/staff', owner, {
        phone,
        role: 'OPERATOR',
        branchIds: [lavashBranch],
      }),
      404,
      'BRANCH_NOT_FOUND',
      'branchIds',
    );
    expect(await staffRow(phone)).toBeUndefined();
    expectError(
      await call('POST', '/api/users/v1/operator/staff', operator, { phone, role: 'OPERATOR' }),
      403,
      'FORBIDDEN',
    );
    expect(await staffRow(phone)).toBeUndefined();
  });

  it('changes role and branches, but never leaves the merchant without an OWNER', async () => {
    const phone = nextPhone();
    const id = (await call('POST', '/api/users/v1/operator/staff', owner, { phone, role: 'OPERATOR' })).json()
      .data.id;
    const changed = await call('PUT', `/api/users/v1/operator/staff/${id}`, owner, {
      role: 'MANAGER',
      branchIds: [otherBranch],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ role: 'MANAGER', branchIds: [otherBranch] });
    const ownerId = (await staffRow('998900000003'))!.id;
    expectError(
      await call('PUT', `/api/users/v1/operator/staff/${ownerId}`, owner, { role: 'OPERATOR' }),
      409,
      'LAST_OWNER',
    );
    expectError(await call('DELETE', `/api/users/v1/operator/staff/${ownerId}`, owner), 409, 'LAST_OWNER');
    expect((await staffRow('998900000003'))!.role).toBe('OWNER');
    expectError(
      await call('PUT', `/api/users/v1/operator/staff/${id}`, kitchen, { role: 'OWNER' }),
      403,
      'FORBIDDEN',
    );
  });

  it('removing someone ends their sessions at once', async () => {
    const phone = nextPhone();
    const id = (await call('POST', '/api/users/v1/operator/staff', owner, { phone, role: 'OPERATOR' })).json()
      .data.id;
    const token = (await loginByPhone(t, demo, phone)).token;
    expect((await call('GET', '/api/orders/v1/operator/orders', token)).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/users/v1/operator/staff/${id}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(await call('GET', '/api/orders/v1/operator/orders', token), 401, 'UNAUTHORIZED');
    expect((await staffRow(phone))!.role).toBe('CUSTOMER');
    expectError(await call('DELETE', `/api/users/v1/operator/staff/${id}`, owner), 404, 'STAFF_NOT_FOUND');
  });

  it("keeps tenants apart: lavash's OWNER sees only lavash staff and cannot act on demo's", async () => {
    const list = (await call('GET', '/api/users/v1/operator/staff', lavashOwner, undefined, lavash)).json()
      .data;
    expect(list.map((s: { phone: string }) => s.phone).sort()).toEqual([
      '998900000002',
      '998900000005',
      '998900000021',
    ]);
    const demoOperatorId = (await staffRow('998900000001'))!.id;
    expectError(
      await call('DELETE', `/api/users/v1/operator/staff/${demoOperatorId}`, lavashOwner, undefined, lavash),
      404,
      'STAFF_NOT_FOUND',
    );
    expectError(
      await call('GET', '/api/users/v1/operator/staff', lavashOwner, undefined, demo),
      401,
      'TOKEN_MERCHANT_MISMATCH',
    );
  });
});

describe('the audit log of staff changes (issue 17)', () => {
  it('records who added, changed and removed a member of staff, before → after', async () => {
    const phone = nextPhone();
    const added = await call('POST', '/api/users/v1/operator/staff', owner, { phone, role: 'OPERATOR' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as number;
    const changed = await call('PUT', `/api/users/v1/operator/staff/${id}`, owner, {
      role: 'KITCHEN',
      branchIds: [chilonzor],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // A refused change (the last step of a bad request) writes no entry.
    expectError(
      await call('PUT', `/api/users/v1/operator/staff/${id}`, operator, { role: 'OWNER' }),
      403,
      'FORBIDDEN',
    );
    expect((await call('DELETE', `/api/users/v1/operator/staff/${id}`, owner)).statusCode).toBe(200);

    const ownerId = (await staffRow('998900000003'))!.id;
    const entries = await t.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.entityId, String(id)))
      .orderBy(tables.auditLog.id);
    expect(entries.map((e) => [e.entity, e.action, e.userId])).toEqual([
      ['staff', 'create', ownerId],
      ['staff', 'update', ownerId],
      ['staff', 'delete', ownerId],
    ]);
    expect(entries[0]!.after).toMatchObject({ phone, role: 'OPERATOR', branchIds: null });
    expect(entries[1]!.before).toEqual({ role: 'OPERATOR', branchIds: null });
    expect(entries[1]!.after).toEqual({ role: 'KITCHEN', branchIds: [chilonzor] });
    expect(entries[2]!.before).toMatchObject({ phone, role: 'KITCHEN' });
    expect(entries.every((e) => e.merchantId === entries[0]!.merchantId)).toBe(true);
  });
});
