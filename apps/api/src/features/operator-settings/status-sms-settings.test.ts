import { tables } from '@dastarkhan/db';
import { defaultStatusSmsSettings, StatusSmsSettingsSchema } from '@dastarkhan/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { createTestApp } from '../../test-support/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());
const demo = String(await t.merchantId('demo'));
const lavash = String(await t.merchantId('lavash'));
const nextPhone = phoneSequence('99894');
const URL = '/api/users/v1/operator/settings/status-sms';

const owner = (await loginByPhone(t, demo, '998900000003')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const operator = (await loginByPhone(t, demo, '998900000001')).token;
const customer = (await loginByPhone(t, demo, nextPhone())).token;
const managerPhone = nextPhone();
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

const get = (token: string, merchant = demo) => t.app.inject({ url: URL, headers: asUser(merchant, token) });
const put = (token: string, payload: object, merchant = demo) =>
  t.app.inject({ method: 'PUT', url: URL, headers: asUser(merchant, token), payload });
const storedDoc = async (merchant = demo) =>
  (
    await t.db
      .select()
      .from(tables.merchantSettings)
      .where(eq(tables.merchantSettings.merchantId, Number(merchant)))
  )[0]!.settings;
const audits = () =>
  t.db
    .select()
    .from(tables.auditLog)
    .where(and(eq(tables.auditLog.merchantId, Number(demo)), eq(tables.auditLog.entityId, 'status-sms')))
    .orderBy(desc(tables.auditLog.id));

const withText = (
  status: 'ACCEPTED' | 'DONE' | 'ON_WAY' | 'CANCELED',
  lang: 'uz' | 'ru' | 'eng',
  text: string,
) => {
  const settings = defaultStatusSmsSettings();
  settings.templates[status][lang] = text;
  return settings;
};

describe('status SMS settings', () => {
  it('answers the defaults until the OWNER saves: ACCEPTED and CANCELED on, built-in texts', async () => {
    const res = await get(lavashOwner, lavash);
    expect(res.statusCode, res.body).toBe(200);
    expect(StatusSmsSettingsSchema.parse(res.json().data)).toEqual(defaultStatusSmsSettings());
  });

  it('saves the chosen statuses and texts, audited, kept out of the public settings and by the main save', async () => {
    const next = withText('ON_WAY', 'ru', '{brand}: заказ №{number} едет к вам. {link}');
    next.enabled = ['ON_WAY', 'CANCELED', 'ON_WAY'];
    const res = await put(owner, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.enabled).toEqual(['ON_WAY', 'CANCELED']);
    expect((await get(owner)).json().data.templates.ON_WAY.ru).toBe(
      '{brand}: заказ №{number} едет к вам. {link}',
    );

    const [entry] = await audits();
    expect(entry).toMatchObject({ entity: 'settings', action: 'update' });
    expect(entry!.after).toEqual({
      enabled: ['ON_WAY', 'CANCELED'],
      'ON_WAY.ru': '{brand}: заказ №{number} едет к вам. {link}',
    });

    const publicSettings = (
      await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: { merchant: demo } })
    ).json().data;
    expect(publicSettings).not.toHaveProperty('statusSms');
    expect(publicSettings.smsContent).toBe('');

    const branding = await t.app.inject({
      method: 'PUT',
      url: '/api/users/v1/operator/settings',
      headers: asUser(demo, owner),
      payload: { branding: { mainColor: '#224466' } },
    });
    expect(branding.statusCode, branding.body).toBe(200);
    expect((await get(owner)).json().data.enabled).toEqual(['ON_WAY', 'CANCELED']);
  });

  it.each([
    [
      withText('ACCEPTED', 'eng', 'Order {nomer} is accepted'),
      'SMS_TEMPLATE_PLACEHOLDER_UNKNOWN',
      'templates.ACCEPTED.eng',
    ],
    [
      withText('DONE', 'uz', 'Buyurtma {number tayyor'),
      'SMS_TEMPLATE_PLACEHOLDER_UNKNOWN',
      'templates.DONE.uz',
    ],
    [
      withText('CANCELED', 'ru', `${'отменён '.repeat(24)}{link}`),
      'SMS_TEMPLATE_TOO_LONG',
      'templates.CANCELED.ru',
    ],
    [{ ...defaultStatusSmsSettings(), enabled: ['COOKING'] }, 'VALIDATION_FAILED', 'enabled.0'],
    [{ ...defaultStatusSmsSettings(), smsContent: 'x' }, 'VALIDATION_FAILED', undefined],
  ])('refuses %j with a localised 400 and changes nothing', async (payload, code, field) => {
    const before = await storedDoc();
    const entries = (await audits()).length;
    const res = await put(owner, { ...payload, enabled: (payload as { enabled: string[] }).enabled ?? [] });
    expectError(res, 400, code, field);
    if (code === 'SMS_TEMPLATE_PLACEHOLDER_UNKNOWN')
      expect(res.json().error.message.eng).toMatch(/\{nomer\}|\{/);
    expect(await storedDoc()).toEqual(before);
    expect((await audits()).length).toBe(entries);
  });

  it.each([
    ['a MANAGER', () => manager, 'FORBIDDEN'],
    ['an OPERATOR', () => operator, 'FORBIDDEN'],
    ['a customer', () => customer, 'NOT_STAFF'],
  ])('refuses %s reading or writing them', async (_who, token, code) => {
    const before = await storedDoc();
    expectError(await get(token()), 403, code);
    expectError(await put(token(), { ...defaultStatusSmsSettings(), enabled: ['DONE'] }), 403, code);
    expect(await storedDoc()).toEqual(before);
  });

  it("refuses an owner's token at another tenant and leaves that tenant's settings alone", async () => {
    const before = await storedDoc(lavash);
    expectError(await get(owner, lavash), 401, 'TOKEN_MERCHANT_MISMATCH');
    expectError(
      await put(owner, { ...defaultStatusSmsSettings(), enabled: ['DONE'] }, lavash),
      401,
      'TOKEN_MERCHANT_MISMATCH',
    );
    expect(await storedDoc(lavash)).toEqual(before);
  });
});
