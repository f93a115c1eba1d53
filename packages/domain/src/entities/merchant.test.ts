import { describe, expect, it } from 'vitest';
import {
  MERCHANT_SECRET_FIELDS,
  type Merchant,
  MerchantSchema,
  PublicMerchantSchema,
  toPublicMerchant,
} from './merchant.js';

function createMerchant(overrides: Partial<Merchant> = {}): Merchant {
  return MerchantSchema.parse({
    id: 1,
    name: { uz: 'Demo oshxona', ru: 'Демо кухня', eng: 'Demo kitchen' },
    logo: null,
    color: '#FCE000',
    sub: 'demo',
    yandexDeliveryKey: 'secret-yandex',
    iikoApiLogin: 'secret-iiko',
    iikoOrganizationId: 'secret-org',
    yandexMapKey: 'public-map-key',
    appId: null,
    smsGateway: 'ESKIZ',
    smsUsername: 'secret-user',
    smsPassword: 'secret-pass',
    telegramBotToken: '123:secret',
    isActive: true,
    createdDate: '2026-01-01T00:00:00Z',
    deleted: false,
    lastModifiedDate: '2026-01-01T00:00:00Z',
    latitude: 41.322711,
    longitude: 69.241084,
    mainCityId: null,
    live: true,
    ...overrides,
  });
}

describe('public merchant', () => {
  it('drops every secret and nothing else', () => {
    const merchant = createMerchant();
    const publicMerchant = toPublicMerchant(merchant);
    for (const field of MERCHANT_SECRET_FIELDS) expect(publicMerchant).not.toHaveProperty(field);
    expect(JSON.stringify(publicMerchant)).not.toContain('secret');
    expect(Object.keys(publicMerchant).length).toBe(
      Object.keys(merchant).length - MERCHANT_SECRET_FIELDS.length,
    );
    expect(publicMerchant.yandexMapKey).toBe('public-map-key');
  });

  it('never lets a secret through even when the row has extra columns', () => {
    const row = { ...createMerchant(), telegramWebhookSecret: 'secret-extra' } as Merchant;
    expect(JSON.stringify(toPublicMerchant(row))).not.toContain('secret');
  });

  it('has a schema with exactly the public fields', () => {
    const keys = Object.keys(PublicMerchantSchema.shape);
    for (const field of MERCHANT_SECRET_FIELDS) expect(keys).not.toContain(field);
    expect(PublicMerchantSchema.parse(toPublicMerchant(createMerchant()))).toBeTruthy();
  });
});
