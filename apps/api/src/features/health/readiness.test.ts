import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Decision 041: liveness says the process answers; readiness says send it traffic — not while
// its database is gone, not once it drains.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('readiness and liveness', () => {
  it('are both 200 on a healthy process, readiness having asked the database', async () => {
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', database: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await get('/api/health/live')).json().data).toEqual({ status: 'ok' });
  });

  it('are documented in the OpenAPI document', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(paths['/api/health/ready']?.get?.summary).toMatch(/503/);
    expect(paths['/api/health/live']?.get).toBeDefined();
  });

  it('fails readiness, not liveness, when the database is closed', async () => {
    await t.closeDatabase();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toEqual({ status: 'degraded', database: 'unreachable' });
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });

  it('fails readiness at once when the process drains, and refuses other calls with a retryable 503', async () => {
    t.app.deps.drain.begin();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data.status).toBe('draining');
    expect((await get('/api/health/live')).statusCode).toBe(200);

    const refused = await get('/api/products/v1/overalls');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers.connection).toBe('close');
    const { error } = refused.json();
    expect(error.code).toBe('SERVER_DRAINING');
    for (const lang of ['uz', 'ru', 'eng']) expect(error.message[lang]).toBeTruthy();
  });
});
