import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, requestLoginCode } from '../test-support/accounts.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 20 point 5: a demo server reachable from outside must not publish its login codes.
let t: TestApp;
const phone = '998931234500';

beforeAll(async () => {
  t = await createTestApp();
  const sent = await requestLoginCode(t, String(await t.merchantId('demo')), phone);
  expect(sent.statusCode, sent.body).toBe(200);
});
afterAll(() => t.close());

const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/dev/v1/sms-outbox?phone=${phone}`, remoteAddress, headers });

describe('demo-only routes', () => {
  it('answer a client on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox(address);
      expect(res.statusCode, `${address}: ${res.body}`).toBe(200);
      expect(res.json().data[0].text).toMatch(/\b\d{6}\b/);
    }
    expect((await t.app.inject({ url: '/api/dev/v1/clock', remoteAddress: '127.0.0.1' })).statusCode).toBe(
      200,
    );
  });

  it('are absent for a remote client: the 404 of an unknown path', async () => {
    const res = await outbox('203.0.113.9');
    expectError(res, 404, 'NOT_FOUND');
    expect(res.body).not.toMatch(/\d{6}/);
    expect(res.json()).toEqual(
      (await t.app.inject({ url: '/api/dev/v1/no-such-hook', remoteAddress: '127.0.0.1' })).json(),
    );
    expectError(
      await t.app.inject({ url: '/api/dev/v1/clock', remoteAddress: '10.0.0.5' }),
      404,
      'NOT_FOUND',
    );
  });

  it('are absent for a request a proxy on this machine relays', async () => {
    expectError(await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), 404, 'NOT_FOUND');
    expectError(await outbox('127.0.0.1', { forwarded: 'for=203.0.113.9' }), 404, 'NOT_FOUND');
  });
});
