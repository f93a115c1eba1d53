import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API reference', () => {
  it('answers /api/docs with a page that loads the viewer from this server under its own CSP', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const src of [
      '/api/docs/assets/swagger-ui.css',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/viewer.js',
    ]) {
      expect(res.body).toContain(`"${src}"`);
    }
    expect(res.body).not.toMatch(/<script>|https?:\/\//);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('serves the viewer files and points the viewer at the JSON document', async () => {
    const bundle = await t.app.inject('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect(bundle.body).toContain('SwaggerUIBundle');
    const css = await t.app.inject('/api/docs/assets/swagger-ui.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const start = await t.app.inject('/api/docs/viewer.js');
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain("url: '/api/docs/json'");
  });

  it('keeps the rest of the package unserved', async () => {
    for (const path of ['swagger-ui-bundle.js.map', 'package.json', 'index.html', '../../package.json']) {
      expect((await t.app.inject(`/api/docs/assets/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('answers /api/docs/json with the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Dastarkhan API');
    expect(doc.paths['/api/build']?.get).toBeDefined();
    // Routes registered outside defineRoute add themselves: a provider's callback, the bot webhook.
    expect(doc.paths['/api/webbot/v1/telegram/{merchantId}/webhook']?.post).toBeDefined();
  });
});
