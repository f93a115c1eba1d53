import { createMerchant, tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.js';
import {
  asUser,
  expectError,
  phoneSequence,
  requestLoginCode,
  verifyLoginCode,
} from '../../test-support/accounts.js';
import {
  type FakeServer,
  type RecordedRequest,
  startFakeServer,
} from '../../test-support/fake-http-server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const PLATFORM = { login: 'platform@dastarkhan.uz', password: 'platform-eskiz-secret' };
const nextPhone = phoneSequence('99894');

/** Eskiz as documented: a token per login, and a send that wants it. */
let fake: FakeServer;
let t: TestApp;
beforeAll(async () => {
  let logins = 0;
  fake = await startFakeServer((request: RecordedRequest) => {
    if (request.path === '/api/auth/login') {
      const { email, password } = request.body as Record<string, string>;
      logins += 1;
      return { json: { message: 'token_generated', data: { token: `token-${email}-${logins}`, password } } };
    }
    if (request.path === '/api/message/sms/send') return { json: { id: `m${logins}`, status: 'waiting' } };
    return { status: 404 };
  });
  t = await createTestApp({
    APP_MODE: 'production',
    ESKIZ_BASE_URL: `${fake.url}/api`,
    PLATFORM_SMS_GATEWAY: 'ESKIZ',
    PLATFORM_SMS_LOGIN: PLATFORM.login,
    PLATFORM_SMS_PASSWORD: PLATFORM.password,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const sendsTo = (phone: string) =>
  fake.requests.filter(
    (r) => r.path === '/api/message/sms/send' && (r.body as { mobile_phone?: string }).mobile_phone === phone,
  );

describe('the platform SMS gateway (production)', () => {
  it("signs a new tenant's OWNER in with a code sent through the platform's Eskiz account", async () => {
    const owner = nextPhone();
    const { merchantId } = await createMerchant(t.db, { sub: 'sms-cafe', name: 'SMS Cafe', owner });
    const merchant = String(merchantId);
    const sent = await requestLoginCode(t, merchant, owner);
    expect(sent.statusCode, sent.body).toBe(200);

    const logins = fake.requests.filter((r) => r.path === '/api/auth/login');
    expect(logins.map((r) => r.body)).toEqual([{ email: PLATFORM.login, password: PLATFORM.password }]);
    const [send] = sendsTo(owner);
    expect(send?.headers.authorization).toBe(`Bearer token-${PLATFORM.login}-1`);
    const code = /\b(\d{6})\b/.exec((send!.body as { message: string }).message)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Production keeps no outbox: the text exists only at the provider.
    expect(await t.db.select().from(tables.smsOutbox)).toHaveLength(0);

    const verified = await verifyLoginCode(t, merchant, owner, code!);
    expect(verified.statusCode, verified.body).toBe(200);
    const me = await t.app.inject({
      url: '/api/users/v1/operator/me',
      headers: asUser(merchant, verified.json().data.token),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.role).toBe('OWNER');
  });

  it('sends through the tenant’s own account once it has one, not the platform’s', async () => {
    const owner = nextPhone();
    const { merchantId } = await createMerchant(t.db, { sub: 'own-sms', name: 'Own SMS', owner });
    await t.db
      .update(tables.merchants)
      .set({ smsGateway: 'ESKIZ', smsUsername: 'own@cafe.uz', smsPassword: 'own-secret' })
      .where(eq(tables.merchants.id, merchantId));
    t.app.deps.merchantCache.delete(merchantId);
    const before = fake.requests.length;
    expect((await requestLoginCode(t, String(merchantId), owner)).statusCode).toBe(200);
    const login = fake.requests.slice(before).find((r) => r.path === '/api/auth/login');
    expect(login?.body).toEqual({ email: 'own@cafe.uz', password: 'own-secret' });
    expect(sendsTo(owner)[0]?.headers.authorization).toMatch(/^Bearer token-own@cafe\.uz-/);
  });

  it('without a platform account, production still answers SMS_GATEWAY_NOT_CONFIGURED for such a tenant', async () => {
    const bare = await createTestApp({ APP_MODE: 'production' });
    try {
      const owner = nextPhone();
      const { merchantId } = await createMerchant(bare.db, { sub: 'no-sms', name: 'No SMS', owner });
      expectError(await requestLoginCode(bare, String(merchantId), owner), 503, 'SMS_GATEWAY_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });

  it('refuses a platform gateway without its login and password at start', () => {
    expect(() => loadConfig({ PLATFORM_SMS_GATEWAY: 'ESKIZ', PLATFORM_SMS_LOGIN: 'x' })).toThrow(
      /PLATFORM_SMS_GATEWAY needs PLATFORM_SMS_LOGIN and PLATFORM_SMS_PASSWORD/,
    );
    expect(loadConfig({}).sms.platform).toBeNull();
  });
});
