import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from '../test-support/accounts.js';
import { MONDAY_NOON, menuOf, orderBody, plainProduct, postOrder } from '../test-support/orders.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 20 points 6, 12 and 13d: what reaches the app from outside is checked at the edge.

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let demo: string;
const nextPhone = phoneSequence('99897');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => MONDAY_NOON, logger: { level: 'info', stream: logStream } });
  demo = String(await t.merchantId('demo'));
});
afterAll(() => t.close());

const expectShape = (body: { error?: { code?: string; message?: Record<string, string> } }, code: string) => {
  expect(body.error?.code).toBe(code);
  for (const lang of ['uz', 'ru', 'eng']) expect(body.error?.message?.[lang]).toBeTruthy();
};

describe('control characters', () => {
  it('refuses a NUL in the promo check of a stranger with a localised 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/promos/check',
      headers: { merchant: demo },
      payload: { code: 'SALE\u0000', productPrice: 100_000 },
    });
    expect(res.statusCode, res.body).toBe(400);
    expectShape(res.json(), 'CONTROL_CHARACTERS');
    expect(res.json().error.field).toBe('code');
  });

  it('refuses a NUL in an order comment and places no order', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const menu = await menuOf(t, demo);
    const branchId = menu[0]!.productBranch[0]!.branch.id;
    const body = {
      ...orderBody([{ product: plainProduct(menu, branchId) }], { branchId }),
      comment: 'ring\u0000',
    };
    const res = await postOrder(t, demo, token, body);
    expect(res.statusCode, res.body).toBe(400);
    expectShape(res.json(), 'CONTROL_CHARACTERS');
    expect(res.json().error.field).toBe('comment');
    const orders = await t.db.select().from(tables.orders).where(eq(tables.orders.userId, user.id));
    expect(orders).toEqual([]);
  });

  it('refuses a NUL in a profile name and keeps the name', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const before = await t.db.select().from(tables.users).where(eq(tables.users.id, user.id));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/v1/users/${user.id}`,
      headers: asUser(demo, token),
      payload: { firstName: 'Ali\u0000sher' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expectShape(res.json(), 'CONTROL_CHARACTERS');
    const after = await t.db.select().from(tables.users).where(eq(tables.users.id, user.id));
    expect(after).toEqual(before);
  });

  it('refuses other C0 controls, in query strings and paths too, but keeps line breaks and tabs in texts', async () => {
    const bell = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/promos/check',
      headers: { merchant: demo },
      payload: { code: 'A\u0007', productPrice: 1 },
    });
    expect(bell.statusCode).toBe(400);
    const query = await t.app.inject({
      url: '/api/users/v1/branches?cityId=1%00',
      headers: { merchant: demo },
    });
    expect(query.statusCode).toBe(400);
    expectShape(query.json(), 'CONTROL_CHARACTERS');
    const path = await t.app.inject({
      url: '/api/users/v1/merchants/sub/demo%00',
      headers: { merchant: demo },
    });
    expect(path.statusCode).toBe(400);
    expectShape(path.json(), 'CONTROL_CHARACTERS');
    const lines = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/promos/check',
      headers: { merchant: demo },
      payload: { code: 'NO\tSUCH\r\nCODE', productPrice: 1 },
    });
    expect(lines.json().error?.code).not.toBe('CONTROL_CHARACTERS');
  });
});

describe('the error log', () => {
  it('never records the values of a failed statement', async () => {
    const failed = await t.db
      .insert(tables.users)
      .values({ merchantId: Number(demo), phone: '998971234567', firstName: 'Zarina\u0000' })
      .then(
        () => null,
        (error: unknown) => error as Error,
      );
    expect(failed, 'PostgreSQL refuses NUL in text').toBeInstanceOf(Error);
    // The drizzle error holds the statement's values, as the unhandled-error log line gets it.
    expect(`${failed?.message}`).toContain('998971234567');
    logLines.length = 0;
    t.app.log.error({ err: failed }, 'unhandled error');
    const line = logLines.join('');
    expect(line).toContain('unhandled error');
    expect(line).toContain('insert into');
    expect(line).not.toContain('998971234567');
    expect(line).not.toContain('Zarina');
  });
});

describe('URLs the router cannot take', () => {
  it('answers a bad percent-encoding in a path in the API shape', async () => {
    const res = await t.app.inject('/api/products/v1/products/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expectShape(res.json(), 'URL_INVALID');
  });

  it('answers an over-long path parameter in the API shape', async () => {
    // The router matches no route for it (maxParamLength): the API's JSON 404.
    const res = await t.app.inject(`/api/users/v1/merchants/sub/${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(404);
    expectShape(res.json(), 'NOT_FOUND');
  });

  it('answers an over-long query string with a localised 414', async () => {
    const res = await t.app.inject({
      url: `/api/users/v1/branches?q=${'x'.repeat(12 * 1024)}`,
      headers: { merchant: demo },
    });
    expect(res.statusCode).toBe(414);
    expectShape(res.json(), 'URL_TOO_LONG');
  });

  it('answers a request line beyond the HTTP parser cap (a 20 KB query) in the API shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/api/health?q=${'x'.repeat(20 * 1024)}` },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expectShape(JSON.parse(answer.body), 'HEADERS_TOO_LARGE');
  });
});

describe('request ids', () => {
  it('echoes a plain x-request-id and replaces anything else', async () => {
    const plain = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'ticket-42.a_b' } });
    expect(plain.headers['x-request-id']).toBe('ticket-42.a_b');
    for (const bad of ['<script>', 'a b', 'x'.repeat(65), 'line\u0001break']) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
