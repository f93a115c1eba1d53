import { MerchantSettingsSchema, PolicySchema } from '@dastarkhan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settingsOf = async (sub: string) => {
  const res = await t.app.inject({
    url: '/api/support/v1/merchant/settings/web',
    headers: { merchant: String(await t.merchantId(sub)) },
  });
  expect(res.statusCode).toBe(200);
  return MerchantSettingsSchema.parse(res.json().data);
};

describe('GET /api/support/v1/merchant/settings/web', () => {
  it('answers the settings of the tenant in the header', async () => {
    const demo = await settingsOf('demo');
    expect(demo.merchantId).toBe(await t.merchantId('demo'));
    expect(demo.deliveryActive).toBe(true);
    expect(demo.pickupActive).toBe(true);
    expect(demo.dineInActive).toBe(true);
    expect([demo.uzLangActive, demo.ruLangActive, demo.engLangActive]).toEqual([true, true, true]);
    expect(demo.paymeActive && demo.clickActive && demo.uzumActive && demo.cashActive).toBe(true);
  });

  it.each([
    'branchesActive',
    'vacanciesActive',
    'privacyActive',
    'aboutMerchantActive',
    'termsOfUseActive',
    'notificationsActive',
    'balanceActive',
    'cartInMainActive',
    'bookingActive',
    'cashbackActive',
    'promoActive',
    'favouriteActive',
    'cancelOrderActive',
    'cardActive',
    'phoneActive',
    'telegramActive',
    'instagramActive',
  ] as const)('has the demo feature switch %s on', async (flag) => {
    expect((await settingsOf('demo'))[flag]).toBe(true);
  });

  it('gives lavash its own switches: dark colour, uz+ru, pick-up only, no cashback or promos', async () => {
    const lavash = await settingsOf('lavash');
    expect(lavash.mainColorType).toBe('dark');
    expect(lavash.engLangActive).toBe(false);
    expect(lavash.uzLangActive && lavash.ruLangActive).toBe(true);
    expect(lavash.deliveryActive).toBe(false);
    expect(lavash.pickupActive).toBe(true);
    expect(lavash.cashbackActive).toBe(false);
    expect(lavash.promoActive).toBe(false);
    expect(lavash.mainColor).not.toBe((await settingsOf('demo')).mainColor);
  });

  it('requires the merchant header', async () => {
    const res = await t.app.inject('/api/support/v1/merchant/settings/web');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MERCHANT_HEADER_REQUIRED');
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999999'])(
    'refuses a malformed merchant header %s',
    async (value) => {
      const res = await t.app.inject({
        url: '/api/support/v1/merchant/settings/web',
        headers: { merchant: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('MERCHANT_HEADER_INVALID');
    },
  );

  it('answers 404 for a merchant that does not exist', async () => {
    const res = await t.app.inject({
      url: '/api/support/v1/merchant/settings/web',
      headers: { merchant: '987654' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('MERCHANT_NOT_FOUND');
  });
});

describe('GET /api/support/v1/company/policies', () => {
  it.each(['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY'] as const)(
    'answers the %s text in three languages',
    async (type) => {
      const res = await t.app.inject({
        url: `/api/support/v1/company/policies?policies=${type}`,
        headers: { merchant: String(await t.merchantId('demo')) },
      });
      expect(res.statusCode).toBe(200);
      const policy = PolicySchema.parse(res.json().data);
      expect(policy.type).toBe(type);
      for (const text of [policy.text.uz, policy.text.ru, policy.text.eng])
        expect(text.length).toBeGreaterThan(50);
    },
  );

  it('refuses an unknown policy type with a 400 naming the query field', async () => {
    const res = await t.app.inject({
      url: '/api/support/v1/company/policies?policies=RECIPES',
      headers: { merchant: String(await t.merchantId('demo')) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('policies');
  });

  it('says the field is required when the query is missing', async () => {
    const res = await t.app.inject({
      url: '/api/support/v1/company/policies',
      headers: { merchant: String(await t.merchantId('demo')) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'REQUIRED_FIELD', field: 'policies' });
    expect(res.json().error.message.uz).toContain("Iltimos, ushbu maydonni to'ldiring!");
  });
});
