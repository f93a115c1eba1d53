import { tables } from '@dastarkhan/db';
import { MerchantSettingsSchema, type OperatorSettings } from '@dastarkhan/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { createTestApp } from '../../test-support/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());
const demo = String(await t.merchantId('demo'));
const lavash = String(await t.merchantId('lavash'));
const nextPhone = phoneSequence('99897');

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

const get = (token: string, merchant = demo) =>
  t.app.inject({ url: '/api/users/v1/operator/settings', headers: asUser(merchant, token) });
const put = (token: string, payload: object, merchant = demo) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/operator/settings',
    headers: asUser(merchant, token),
    payload,
  });
const settingsOf = async (merchant = demo, token = owner): Promise<OperatorSettings> => {
  const res = await get(token, merchant);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const publicSettings = async (merchant = demo) =>
  MerchantSettingsSchema.parse(
    (await t.app.inject({ url: '/api/support/v1/merchant/settings/web', headers: { merchant } })).json().data,
  );
const auditRows = () => t.db.select().from(tables.auditLog).orderBy(desc(tables.auditLog.id));
const storedDoc = async (merchant = demo) =>
  (
    await t.db
      .select()
      .from(tables.merchantSettings)
      .where(eq(tables.merchantSettings.merchantId, Number(merchant)))
  )[0]!.settings;

describe('who may use the settings', () => {
  it.each([
    ['a MANAGER', () => manager, 'FORBIDDEN'],
    ['an OPERATOR', () => operator, 'FORBIDDEN'],
    ['a customer', () => customer, 'NOT_STAFF'],
  ])('refuses %s reading or writing them', async (_who, token, code) => {
    expectError(await get(token()), 403, code);
    expectError(await put(token(), { branding: { mainColor: '#112233' } }), 403, code);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/operator/settings/check/payme',
      headers: asUser(demo, token()),
    });
    expectError(check, 403, code);
    expect((await settingsOf()).branding.mainColor).not.toBe('#112233');
  });

  it("keeps each tenant to its own: an owner's token is refused at another tenant", async () => {
    expectError(await get(owner, lavash), 401, 'TOKEN_MERCHANT_MISMATCH');
    const before = await settingsOf(lavash, lavashOwner);
    await put(owner, { branding: { mainColor: '#123456' } });
    expect((await settingsOf(lavash, lavashOwner)).branding.mainColor).toBe(before.branding.mainColor);
  });
});

describe('branding, languages and switches', () => {
  it('saves the colour with its text colour (spec §9), a switch and the languages, and the storefront sees them', async () => {
    const res = await put(owner, {
      branding: { mainColor: '#1a237e', isDark: true },
      languages: { eng: false, main: 'ru' },
      switches: { promoActive: false },
      layout: { basketPosition: 'FLOATING_OVER_PRODUCT' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved: OperatorSettings = res.json().data;
    expect(saved.branding).toMatchObject({ mainColor: '#1A237E', mainColorType: 'dark', isDark: true });
    expect(saved.languages).toEqual({ uz: true, ru: true, eng: false, main: 'ru' });

    const web = await publicSettings();
    expect(web).toMatchObject({
      mainColor: '#1A237E',
      mainColorType: 'dark',
      isDark: true,
      engLangActive: false,
      mainLanguage: 'ru',
      promoActive: false,
      basketPosition: 'FLOATING_OVER_PRODUCT',
    });
    const [entry] = (await auditRows()).filter((r) => r.entity === 'settings');
    expect(entry!.after).toMatchObject({ 'branding.mainColor': '#1A237E', 'switches.promoActive': false });
    expect(entry!.before).toMatchObject({ 'switches.promoActive': true });

    const light = (
      await put(owner, {
        branding: { mainColor: '#FCE000' },
        languages: { eng: true },
        switches: { promoActive: true },
      })
    ).json().data;
    expect(light.branding.mainColorType).toBe('light');
  });

  it.each([
    [{ branding: { mainColor: 'red' } }, 400, 'COLOR_INVALID', 'branding.mainColor'],
    [{ branding: { mainColor: '#12345' } }, 400, 'COLOR_INVALID', 'branding.mainColor'],
    [{ languages: { uz: false, ru: false, eng: false } }, 400, 'LANGUAGE_NONE_ON', 'languages'],
    [{ languages: { main: 'eng', eng: false } }, 400, 'LANGUAGE_MAIN_OFF', 'languages.main'],
    [{ branding: { logo: '/api/media/logos/nobody.svg' } }, 400, 'MEDIA_NOT_FOUND', 'branding.logo'],
    [{ domain: 'http://cafe.uz/' }, 400, 'DOMAIN_INVALID', 'domain'],
    [{ domain: 'cafe' }, 400, 'DOMAIN_INVALID', 'domain'],
    [{ domain: 'lavash.dastarkhan.uz' }, 400, 'DOMAIN_INVALID', 'domain'],
    [{ domain: 'x.localhost' }, 400, 'DOMAIN_INVALID', 'domain'],
    [{ switches: { storiesActive: true } }, 400, 'VALIDATION_FAILED', undefined],
    [{ orders: { unpaidOrderMinutes: 4 } }, 400, 'VALIDATION_FAILED', 'orders.unpaidOrderMinutes'],
    [{ orders: { unpaidOrderMinutes: 1441 } }, 400, 'VALIDATION_FAILED', 'orders.unpaidOrderMinutes'],
  ])('refuses %j with a localised error and changes nothing', async (payload, status, code, field) => {
    const before = await storedDoc();
    const audits = (await auditRows()).length;
    // Every refusal carries a valid part too: none of it may be written.
    expectError(
      await put(owner, {
        ...payload,
        switches: { ...(payload as { switches?: object }).switches, cardActive: false },
      }),
      status,
      code,
      field,
    );
    expect(await storedDoc()).toEqual(before);
    expect((await auditRows()).length).toBe(audits);
  });

  it('sets how long an online order may stay unpaid (30 minutes until changed)', async () => {
    expect((await settingsOf()).orders.unpaidOrderMinutes).toBe(30);
    const res = await put(owner, { orders: { unpaidOrderMinutes: 45 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orders).toEqual({ unpaidOrderMinutes: 45 });
    expect((await publicSettings()).unpaidOrderMinutes).toBe(45);
    expect((await put(owner, { orders: { unpaidOrderMinutes: 30 } })).statusCode).toBe(200);
  });

  it('keeps a logo that exists in the media store', async () => {
    const res = await put(owner, { branding: { logo: 'logos/demo.svg' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.branding.logo).toBe('/api/media/logos/demo.svg');
  });
});

describe('the own domain', () => {
  it('takes a host name, lower-cased, and requests to it get that tenant', async () => {
    const res = await put(lavashOwner, { domain: 'Menu.Cafe.UZ' }, lavash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.domain).toBe('menu.cafe.uz');
    const byHost = await t.app.inject({ url: '/api/users/v1/merchants/host/menu.cafe.uz' });
    expect(byHost.statusCode).toBe(200);
    expect(byHost.json().data.id).toBe(Number(lavash));
    expect((await publicSettings(lavash)).domain).toBe('menu.cafe.uz');
    const [entry] = (await auditRows()).filter((r) => r.entity === 'domain');
    expect(entry).toMatchObject({ merchantId: Number(lavash), after: { domain: 'menu.cafe.uz' } });
  });

  it("refuses another tenant's domain with DOMAIN_TAKEN and keeps its own", async () => {
    await put(lavashOwner, { domain: 'menu.cafe.uz' }, lavash);
    const before = (await settingsOf()).domain;
    expectError(await put(owner, { domain: 'MENU.cafe.uz' }), 409, 'DOMAIN_TAKEN', 'domain');
    expect((await settingsOf()).domain).toBe(before);
  });

  it('answers 404 for a host nobody took', async () => {
    expect((await t.app.inject({ url: '/api/users/v1/merchants/host/nobody.example.uz' })).statusCode).toBe(
      404,
    );
  });
});
