import { AuditPageSchema } from '@dastarkhan/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone } from '../../test-support/accounts.js';
import { createTestApp } from '../../test-support/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());
const demo = String(await t.merchantId('demo'));
const lavash = String(await t.merchantId('lavash'));
const ownerLogin = await loginByPhone(t, demo, '998900000003');
const owner = ownerLogin.token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const operator = (await loginByPhone(t, demo, '998900000001')).token;
const customer = (await loginByPhone(t, demo, '998970000001')).token;
const managerPhone = '998970000002';
{
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/users/v1/operator/staff',
    headers: asUser(demo, owner),
    payload: { phone: managerPhone, role: 'MANAGER', branchIds: null },
  });
  expect(added.statusCode, added.body).toBe(201);
}
const manager = (await loginByPhone(t, demo, managerPhone)).token;

const audit = (token: string, query = '', merchant = demo) =>
  t.app.inject({ url: `/api/users/v1/operator/audit${query}`, headers: asUser(merchant, token) });
const change = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/operator/settings',
    headers: asUser(demo, owner),
    payload,
  });

await change({ switches: { promoActive: false } });
await change({ switches: { promoActive: true } });
await change({ domain: 'audit.cafe.uz' });
await change({ credentials: { payme: { key: 'audit-payme-key-000-9876' } } });

describe('GET /api/users/v1/operator/audit', () => {
  it('lists the changes newest first with who made them, masked', async () => {
    const res = await audit(owner, '?size=100');
    expect(res.statusCode, res.body).toBe(200);
    const page = AuditPageSchema.parse(res.json().data);
    // Adding the manager may be audited too (the staff screen's entries): these are the settings'.
    const mine = page.content.filter((e) => e.entity !== 'staff');
    expect(mine.map((e) => e.entity)).toEqual(['credentials', 'domain', 'settings', 'settings']);
    const [credentials, , latestSettings] = mine;
    expect(credentials!.after).toEqual({ key: '…9876' });
    expect(res.body).not.toContain('audit-payme-key-000-9876');
    expect(latestSettings!.after).toEqual({ 'switches.promoActive': true });
    expect(credentials!.user).toEqual({
      id: ownerLogin.user.id,
      name: expect.any(String),
      phone: '998900000003',
    });
    expect(Date.parse(credentials!.createdDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by entity and pages', async () => {
    const settings = (await audit(owner, '?entity=settings&size=1&page=1')).json().data;
    expect(settings).toMatchObject({ page: 1, size: 1, totalElements: 2, totalPages: 2 });
    expect(settings.content[0].after).toEqual({ 'switches.promoActive': false });
    expect((await audit(owner, '?entity=&page=0')).json().data.totalElements).toBe(
      (await audit(owner)).json().data.totalElements,
    );
    expectError(await audit(owner, '?entity=recipes'), 400, 'VALIDATION_FAILED', 'entity');
    expectError(await audit(owner, '?page=-1'), 400, 'VALIDATION_FAILED', 'page');
  });

  it("is the OWNER's alone and shows only the tenant's own entries", async () => {
    expectError(await audit(operator), 403, 'FORBIDDEN');
    expectError(await audit(manager), 403, 'FORBIDDEN');
    expectError(await audit(customer), 403, 'NOT_STAFF');
    expectError(await audit(owner, '', lavash), 401, 'TOKEN_MERCHANT_MISMATCH');
    expect((await audit(lavashOwner, '', lavash)).json().data.totalElements).toBe(0);
  });
});
