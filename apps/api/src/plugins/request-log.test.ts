import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalRequestHeaders } from '../http/internal-requests.js';
import { asUser, latestCode, requestLoginCode, verifyLoginCode } from '../test-support/accounts.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Decision 041: one structured line per request — route pattern, method, status, duration,
// request id, tenant — and nothing personal: no phone, code, token or cookie.

const lines: Array<Record<string, unknown>> = [];
const raw: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    raw.push(chunk.toString());
    lines.push(JSON.parse(chunk.toString()));
    done();
  },
});

const PHONE = '998931234567';
let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream } });
  demo = String(await t.merchantId('demo'));
});
afterAll(() => t.close());

describe('the request log', () => {
  it('writes one line per request with its fields, and no personal data', async () => {
    lines.length = 0;
    raw.length = 0;
    const sent = await requestLoginCode(t, demo, PHONE);
    const code = await latestCode(t, PHONE); // GET …/sms-outbox?phone=: the phone in the query
    const verified = await verifyLoginCode(t, demo, PHONE, code);
    const { token } = verified.json().data as { token: string };
    const me = await t.app.inject({
      url: '/api/users/v1/users/me?phone=998931234567',
      headers: { ...asUser(demo, token), cookie: `session=${token}` },
    });
    const ids = [sent, verified, me].map((res) => String(res.headers['x-request-id']));

    const requestLines = lines.filter((line) => line.msg === 'request');
    // The login, the outbox read, the verification and /me: four requests, four lines.
    expect(requestLines).toHaveLength(4);
    for (const id of ids) expect(requestLines.filter((line) => line.reqId === id)).toHaveLength(1);
    expect(lines.some((line) => /incoming request|request completed/.test(String(line.msg)))).toBe(false);

    const meLine = requestLines.find((line) => line.reqId === ids[2])!;
    expect(meLine).toMatchObject({
      route: '/api/users/v1/users/me',
      method: 'GET',
      status: me.statusCode,
      merchantId: Number(demo),
      tenant: 'demo',
    });
    expect(typeof meLine.ms).toBe('number');
    expect(requestLines.find((line) => line.reqId === ids[0])).toMatchObject({
      route: '/api/users/v1/auth/otp',
      method: 'POST',
      status: 200,
    });

    // Demo mode's console gateway writes the login code to the log on purpose (README), on one
    // line of its own that a person finds (decision 052); no other line may hold the phone, the
    // code or the token.
    const codeLines = lines.filter((line) => line.loginCode === true);
    expect(codeLines.map((line) => line.msg)).toEqual([`Login code for +998 93 123 45 67: ${code}`]);
    const others = raw.filter((line) => !line.includes('"loginCode":true'));
    for (const secret of [PHONE, code, token]) expect(others.join('')).not.toContain(secret);
  });

  it('keeps the requests the process makes to itself (a page’s API calls) out of the info log', async () => {
    lines.length = 0;
    const url = '/api/users/v1/merchants/sub/demo';
    const outside = await t.app.inject({ url });
    const guessed = await t.app.inject({ url, headers: { 'x-dastarkhan-internal': 'guess' } });
    const inside = await t.app.inject({ url, headers: internalRequestHeaders() });
    expect([outside.statusCode, guessed.statusCode, inside.statusCode]).toEqual([200, 200, 200]);
    const logged = lines.filter((line) => line.msg === 'request').map((line) => line.reqId);
    expect(logged).toEqual([outside.headers['x-request-id'], guessed.headers['x-request-id']]);
  });
});
