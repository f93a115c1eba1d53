import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.js';
import { expectError, phoneSequence } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Issue 20 point 4: behind a proxy, the per-address code limit counts the address the proxy saw,
// never the leftmost X-Forwarded-For entry, which is whatever the client wrote (decision 037).
const PROXY = '10.20.30.40';
const nextPhone = phoneSequence('99893');

/** A login code asked through the proxy: the client's own header, the proxy's entry appended. */
function throughProxy(t: TestApp, merchant: string, spoofed: string, client: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/v1/auth/otp',
    headers: { merchant, 'x-forwarded-for': `${spoofed}, ${client}` },
    payload: { phone: nextPhone() },
    remoteAddress: PROXY,
  });
}

async function expectLimitedDespiteSpoofing(t: TestApp, client: string) {
  const merchant = String(await t.merchantId('demo'));
  for (let i = 0; i < 30; i++) {
    const res = await throughProxy(t, merchant, `203.0.113.${i + 1}`, client);
    expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(200);
  }
  expectError(await throughProxy(t, merchant, '203.0.113.200', client), 429, 'RATE_LIMITED');
  // Another client behind the same proxy still gets codes.
  expect((await throughProxy(t, merchant, '203.0.113.1', '198.51.100.99')).statusCode).toBe(200);
}

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('limits one client behind one proxy whatever leftmost X-Forwarded-For it sends', async () => {
    await expectLimitedDespiteSpoofing(t, '198.51.100.7');
  });
});

describe('TRUST_PROXY as proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.20.0.0/16, 127.0.0.1' });
  });
  afterAll(() => t.close());

  it('limits one client behind a listed proxy whatever leftmost X-Forwarded-For it sends', async () => {
    await expectLimitedDespiteSpoofing(t, '198.51.100.8');
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const merchant = String(await t.merchantId('demo'));
    const direct = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/v1/auth/otp',
        headers: { merchant, 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` },
        payload: { phone: nextPhone() },
        remoteAddress: '192.0.2.50',
      });
    for (let i = 0; i < 30; i++) expect((await direct()).statusCode).toBe(200);
    expectError(await direct(), 429, 'RATE_LIMITED');
  });
});

describe('reading TRUST_PROXY', () => {
  it('takes true as one hop and says so at start', () => {
    const config = loadConfig({ TRUST_PROXY: 'true' });
    expect(config.trustProxy).toBe(1);
    expect(config.startupWarnings.join(' ')).toMatch(/TRUST_PROXY=true is taken as 1 hop/);
  });

  it('takes false, 0, a hop count and addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('refuses anything else at start, saying what it takes', () => {
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/40', 'proxy.example.uz'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must be false, a hop count/,
      );
  });
});
