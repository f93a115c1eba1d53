import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { nextIp, phoneSequence } from '../../test-support/accounts.js';
import { type FakeReply, startFakeServer } from '../../test-support/fake-http-server.js';
import { basic, DEMO_CLICK, DEMO_PAYME, DEMO_UZUM } from '../../test-support/payments.js';
import { createTestApp } from '../../test-support/test-app.js';
import { sealPlaintextSecrets } from './seal-plaintext-secrets.js';

// The start-up data migration of decision 027 on a database as the previous release left it:
// the seed's (and a merchant's) credentials in plaintext.
const eskiz = await startFakeServer((request): FakeReply => {
  if (request.path === '/api/auth/login') return { json: { data: { token: 'tok' } } };
  if (request.path === '/api/message/sms/send') return { json: { id: 'm1', status: 'waiting' } };
  return { status: 404 };
});
const t = await createTestApp({ ESKIZ_BASE_URL: `${eskiz.url}/api` }, { sealSecrets: false });
afterAll(async () => {
  await t.close();
  await eskiz.close();
});
const demo = await t.merchantId('demo');
const nextPhone = phoneSequence('99894');
const SMS = { smsGateway: 'ESKIZ', smsUsername: 'owner@plov-house.uz', smsPassword: 'plaintext-eskiz-pass' };
await t.db.update(tables.merchants).set(SMS).where(eq(tables.merchants.id, demo));
const key = t.app.deps.config.secrets.key;

const stored = async () => ({
  merchants: await t.db.select().from(tables.merchants).orderBy(tables.merchants.id),
  payments: await t.db
    .select()
    .from(tables.merchantPaymentSettings)
    .orderBy(tables.merchantPaymentSettings.id),
});

describe('sealing the plaintext credentials at start-up', () => {
  it('seals every plaintext value once, loses none, and a second run changes nothing', async () => {
    const before = await stored();
    const demoRow = before.merchants.find((m) => m.id === demo)!;
    expect(demoRow.smsPassword).toBe(SMS.smsPassword);
    expect(JSON.stringify(before.payments)).toContain(DEMO_PAYME.key);

    const sealed = await sealPlaintextSecrets(t.db, key);
    // demo: sms login + password + bot token; Payme 3, Click 4, Uzum 5 values.
    expect(sealed).toBe(3 + 3 + 4 + 5);
    const after = await stored();
    const text = JSON.stringify(after);
    for (const plain of [
      SMS.smsUsername,
      SMS.smsPassword,
      DEMO_PAYME.key,
      DEMO_CLICK.secretKey,
      DEMO_UZUM.password,
    ])
      expect(text).not.toContain(plain);
    for (const row of after.payments)
      for (const value of Object.values(row.credentials)) expect(value).toMatch(/^sealed:v1:/);
    // Nothing else about the rows moved.
    expect(after.payments.map((p) => Object.keys(p.credentials).sort())).toEqual(
      before.payments.map((p) => Object.keys(p.credentials).sort()),
    );

    expect(await sealPlaintextSecrets(t.db, key)).toBe(0);
    expect(JSON.stringify(await stored())).toBe(text);
  });

  it('leaves the Payme and Uzum callbacks working with the very same secrets', async () => {
    const payme = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/v1/payme/${demo}`,
        headers: { authorization: basic('Paycom', password), 'content-type': 'application/json' },
        payload: JSON.stringify({
          id: 1,
          method: 'CheckPerformTransaction',
          params: { amount: 100, account: { order_id: '999999' } },
        }),
      });
    // Past authentication: the order is what is wrong now, not the key.
    expect((await payme(DEMO_PAYME.key)).json().error.code).not.toBe(-32504);
    expect((await payme('wrong-key')).json().error.code).toBe(-32504);

    const uzum = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/v1/uzum/${demo}/check`,
        headers: { authorization: basic(DEMO_UZUM.login, password), 'content-type': 'application/json' },
        payload: {
          serviceId: Number(DEMO_UZUM.serviceId),
          timestamp: Date.now(),
          params: { order_id: '999999' },
        },
      });
    expect((await uzum(DEMO_UZUM.password)).statusCode).not.toBe(401);
    expect((await uzum('wrong')).statusCode).toBe(401);
  });

  it('leaves the SMS gateway logging in to Eskiz with the same login and password', async () => {
    t.app.deps.merchantCache.delete(demo);
    const phone = nextPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/auth/otp',
      headers: { merchant: String(demo) },
      payload: { phone },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const login = eskiz.requests.find((r) => r.path === '/api/auth/login');
    expect(login?.body).toEqual({ email: SMS.smsUsername, password: SMS.smsPassword });
    const sent = eskiz.requests.find((r) => r.path === '/api/message/sms/send');
    expect(sent?.body).toMatchObject({ mobile_phone: phone });
  });
});
