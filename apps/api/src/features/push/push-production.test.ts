import { tables } from '@dastarkhan/db';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession } from '../../http/session-repository.js';
import { asUser, expectError } from '../../test-support/accounts.js';
import { browserKeys } from '../../test-support/fake-push-service.js';
import { createTestApp } from '../../test-support/test-app.js';

// Decision 033: plain-http endpoints exist only for the tests' push service on loopback; a
// production server takes https alone, and its VAPID pair from the environment when given.

const t = await createTestApp({
  APP_MODE: 'production',
  VAPID_PUBLIC_KEY: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  VAPID_PRIVATE_KEY: 'tUxbf-Mo5cIuNd5OYR5lHv5JtEZu_2XAxZPmNbQ1rkY',
});
afterAll(() => t.close());

describe('web push in production', () => {
  it("answers the environment's VAPID key", async () => {
    const merchant = String(await t.merchantId('demo'));
    const res = await t.app.inject({ url: '/api/users/v1/push/key', headers: { merchant } });
    expect(res.json().data.publicKey).toBe(t.app.deps.config.push.vapid!.publicKey);
  });

  it('refuses a loopback http endpoint, and takes an https one', async () => {
    const merchant = String(await t.merchantId('demo'));
    // No SMS in a production test: the customer's session is made directly.
    const [user] = await t.db
      .insert(tables.users)
      .values({ merchantId: Number(merchant), phone: '998971234567' })
      .returning();
    const token = await createSession(t.db, user!, 'WEB');
    const { keys } = browserKeys();
    const post = (endpoint: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/v1/push/subscriptions',
        headers: asUser(merchant, token),
        payload: { endpoint, keys },
      });
    expectError(await post('http://127.0.0.1:9/push/v1/x'), 400, 'VALIDATION_FAILED', 'endpoint');
    expect((await post('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
  });
});
