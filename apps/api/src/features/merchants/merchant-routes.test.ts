import { tables } from '@dastarkhan/db';
import { PublicMerchantSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/v1/merchants/sub/{sub}', () => {
  it('answers the tenant of a sub-domain in the public shape', async () => {
    const res = await t.app.inject('/api/users/v1/merchants/sub/demo');
    expect(res.statusCode).toBe(200);
    const merchant = PublicMerchantSchema.parse(res.json().data);
    expect(merchant.sub).toBe('demo');
    expect(merchant.id).toBe(await t.merchantId('demo'));
    expect(merchant.name.uz.length).toBeGreaterThan(0);
  });

  it('matches the sub-domain case-insensitively', async () => {
    const res = await t.app.inject('/api/users/v1/merchants/sub/LaVaSh');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sub).toBe('lavash');
  });

  it('never sends credentials', async () => {
    const res = await t.app.inject('/api/users/v1/merchants/sub/demo');
    const body = res.body;
    for (const secret of [
      'telegramBotToken',
      'smsPassword',
      'smsUsername',
      'iikoApiLogin',
      'yandexDeliveryKey',
    ]) {
      expect(res.json().data).not.toHaveProperty(secret);
    }
    expect(body).not.toContain('demo-bot-token-for-local-tests');
  });

  it('answers 404 with a localised message for an unknown sub-domain', async () => {
    const res = await t.app.inject('/api/users/v1/merchants/sub/nosuchplace');
    expect(res.statusCode).toBe(404);
    const { error } = res.json();
    expect(error.code).toBe('MERCHANT_NOT_FOUND');
    expect(error.message.uz).toBeTruthy();
    expect(error.message.ru).toBeTruthy();
    expect(error.message.eng).toBeTruthy();
    expect(new Set([error.message.uz, error.message.ru, error.message.eng]).size).toBe(3);
  });

  it('refuses a sub-domain that cannot exist with a 400 naming the field', async () => {
    const res = await t.app.inject('/api/users/v1/merchants/sub/-bad_name-');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('sub');
  });
});

describe('GET /api/users/v1/merchants/{id}', () => {
  it('answers the public merchant with that id, and 404 for an unknown id', async () => {
    const id = await t.merchantId('lavash');
    const res = await t.app.inject(`/api/users/v1/merchants/${id}`);
    expect(res.statusCode).toBe(200);
    expect(PublicMerchantSchema.parse(res.json().data).sub).toBe('lavash');
    expect(res.json().data).not.toHaveProperty('telegramBotToken');
    expect((await t.app.inject('/api/users/v1/merchants/777777')).statusCode).toBe(404);
  });
});

describe('GET /api/users/v1/merchants/tls-allowed (on-demand TLS ask)', () => {
  const ask = (domain: string) =>
    t.app.inject(`/api/users/v1/merchants/tls-allowed?domain=${encodeURIComponent(domain)}`);

  it('allows the platform host, a tenant sub-domain under it and a tenant own domain', async () => {
    await t.db
      .update(tables.merchants)
      .set({ domain: 'shop.lavash.example' })
      .where(eq(tables.merchants.sub, 'lavash'));
    for (const domain of [
      'dastarkhan.uz',
      'demo.dastarkhan.uz',
      'LaVaSh.dastarkhan.uz',
      'shop.lavash.example',
    ]) {
      const res = await ask(domain);
      expect(res.statusCode, domain).toBe(200);
      expect(res.json().data.domain).toBe(domain.toLowerCase());
    }
  });

  it('refuses any other name with 404, and a malformed one with 400', async () => {
    for (const domain of [
      'nobody.dastarkhan.uz',
      'a.demo.dastarkhan.uz',
      'demo.evil.example',
      'evil.example',
    ]) {
      const res = await ask(domain);
      expect(res.statusCode, domain).toBe(404);
      expect(res.json().error.code).toBe('MERCHANT_NOT_FOUND');
    }
    expect((await ask('bad..name')).statusCode).toBe(400);
    expect((await t.app.inject('/api/users/v1/merchants/tls-allowed')).statusCode).toBe(400);
  });
});
