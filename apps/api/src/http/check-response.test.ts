import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiDocs } from './api-docs.js';
import { registerResponseCheck } from './check-response.js';
import { defineRoute } from './define-route.js';

const GreetingSchema = z.object({ text: z.string(), count: z.number().int() });

/** One tiny route per answer, as buildApp would register it with and without `checkResponses`. */
async function appAnswering(answer: unknown, checkResponses: boolean) {
  const app = Fastify({ logger: false });
  if (checkResponses) registerResponseCheck(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  defineRoute(app, createApiDocs({ title: 'test', version: '0' }), {
    method: 'GET',
    url: '/api/test/greeting',
    summary: 'A greeting',
    tag: 'test',
    merchant: false,
    response: GreetingSchema,
    handler: async () => answer,
  });
  await app.ready();
  return app;
}

describe('the response check', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 500 RESPONSE_SCHEMA_MISMATCH naming the route and field when an answer breaks its schema', async () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await appAnswering({ text: 'salom', count: 'two' }, true);
    const res = await app.inject('/api/test/greeting');
    expect(res.statusCode).toBe(500);
    const { error } = res.json();
    expect(error.code).toBe('RESPONSE_SCHEMA_MISMATCH');
    expect(error.message.eng).toContain('GET /api/test/greeting');
    expect(error.issues).toMatchObject([{ code: 'invalid_type', path: ['data', 'count'] }]);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('GET /api/test/greeting'));
    await app.close();
  });

  it('refuses a key the schema does not describe, though z.object would only drop it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await appAnswering({ text: 'salom', count: 2, secret: 'hash' }, true);
    const res = await app.inject('/api/test/greeting');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.issues).toMatchObject([
      { code: 'unrecognized_keys', path: ['data'], keys: ['secret'] },
    ]);
    await app.close();
  });

  it('checks an answer the client asked compressed, and sends the refusal uncompressed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await appAnswering({ text: 'x'.repeat(4096), count: 'two' }, true);
    const res = await app.inject({ url: '/api/test/greeting', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().error.code).toBe('RESPONSE_SCHEMA_MISMATCH');
    await app.close();
  });

  it('sends a matching answer byte for byte as it would unchecked', async () => {
    const answer = { text: 'salom', count: 2 };
    const checked = await appAnswering(answer, true);
    const unchecked = await appAnswering(answer, false);
    const [a, b] = await Promise.all([
      checked.inject('/api/test/greeting'),
      unchecked.inject('/api/test/greeting'),
    ]);
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ data: answer });
    await Promise.all([checked.close(), unchecked.close()]);
  });

  it('lets a wrong answer through unchanged when the check is off, as in production', async () => {
    const app = await appAnswering({ text: 'salom', count: 'two', secret: 'hash' }, false);
    const res = await app.inject('/api/test/greeting');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { text: 'salom', count: 'two', secret: 'hash' } });
    await app.close();
  });
});
