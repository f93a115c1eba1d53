import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.js';
import {
  consoleOrdersUrl,
  openButton,
  orderPageUrl,
  tenantBaseUrl,
  webhookSecretOf,
  webhookUrlOf,
} from './tenant-bot.js';

const config = loadConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent' });

describe('the tenant’s bot addresses and secret', () => {
  it('uses the own domain over https, else the sub-domain template', () => {
    expect(tenantBaseUrl(config, { sub: 'lavash', domain: null })).toBe('https://lavash.dastarkhan.uz');
    expect(tenantBaseUrl(config, { sub: 'lavash', domain: 'lavash.uz' })).toBe('https://lavash.uz');
    const dev = loadConfig({ APP_MODE: 'demo', TENANT_URL_TEMPLATE: 'http://{sub}.localhost:3000/' });
    expect(tenantBaseUrl(dev, { sub: 'demo', domain: null })).toBe('http://demo.localhost:3000');
    expect(webhookUrlOf(config, { id: 7, sub: 'lavash', domain: null })).toBe(
      'https://lavash.dastarkhan.uz/api/webbot/v1/telegram/7/webhook',
    );
    expect(orderPageUrl(config, { sub: 'lavash', domain: null }, 12)).toBe(
      'https://lavash.dastarkhan.uz/profile/orders/12',
    );
    expect(consoleOrdersUrl(config, { sub: 'lavash', domain: 'lavash.uz' })).toBe(
      'https://lavash.uz/console/orders',
    );
  });

  it('refuses a template without {sub}', () => {
    expect(() => loadConfig({ APP_MODE: 'demo', TENANT_URL_TEMPLATE: 'https://example.uz' })).toThrow();
  });

  it('derives a secret per merchant and token, stable, in Telegram’s alphabet', () => {
    const a = webhookSecretOf(config, 1, '1:aaa');
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(webhookSecretOf(config, 1, '1:aaa')).toBe(a);
    expect(webhookSecretOf(config, 2, '1:aaa')).not.toBe(a);
    expect(webhookSecretOf(config, 1, '1:aab')).not.toBe(a);
    const otherKey = loadConfig({ APP_MODE: 'demo', SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') });
    expect(webhookSecretOf(otherKey, 1, '1:aaa')).not.toBe(a);
  });

  it('opens the storefront as a web app only over https in a private chat', () => {
    expect(openButton('M', 'https://a.uz/', 'private')).toEqual({
      text: 'M',
      web_app: { url: 'https://a.uz/' },
    });
    expect(openButton('M', 'http://a.localhost/', 'private')).toEqual({
      text: 'M',
      url: 'http://a.localhost/',
    });
    expect(openButton('M', 'https://a.uz/', 'group')).toEqual({ text: 'M', url: 'https://a.uz/' });
  });
});
