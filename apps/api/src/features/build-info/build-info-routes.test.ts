import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BuildInfoSchema } from './build-info-routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/build', () => {
  it('answers the same build id on every call, without a merchant, never cached', async () => {
    const first = await t.app.inject('/api/build');
    const second = await t.app.inject('/api/build');
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const { buildId } = BuildInfoSchema.parse(first.json().data);
    expect(buildId).toMatch(/^[0-9a-z]+$/);
    expect(BuildInfoSchema.parse(second.json().data).buildId).toBe(buildId);
    expect(buildId).toBe(t.app.deps.config.buildId);
  });

  it('answers BUILD_ID when the deployment sets one', async () => {
    const other = await createTestApp({ BUILD_ID: 'commit-4f2a9c1' });
    try {
      const res = await other.app.inject('/api/build');
      expect(res.json()).toEqual({ data: { buildId: 'commit-4f2a9c1' } });
    } finally {
      await other.close();
    }
  });

  it('is listed in the API document', async () => {
    const docs = (await t.app.inject('/api/docs/json')).json();
    expect(docs.paths['/api/build']?.get).toBeDefined();
  });
});
