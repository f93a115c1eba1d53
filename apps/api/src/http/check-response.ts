import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { errorBody } from './error-body.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The schema of `data` in the route's 2xx answers (defineRoute). */
    response?: z.ZodType;
  }
}

interface Mismatch {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

/**
 * Checks every 2xx answer of a defineRoute route against its response schema, so the schemas the
 * web's types come from cannot drift from what the API really sends. Built in by the API tests
 * (buildApp's `checkResponses`), never in production: parsing every answer again costs CPU.
 *
 * It reads the bytes about to be sent — after serialisation (a Date is already a string) and
 * before @fastify/compress, so it must be registered before that plugin — and never changes a
 * matching answer. A mismatch answers 500 RESPONSE_SCHEMA_MISMATCH with the issues, and says so
 * on stderr too: the tests run without a logger, and a failing assertion shows only the status.
 */
export function registerResponseCheck(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = request.routeOptions.config.response;
    if (!schema || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const sent = readJson(payload, reply);
    if (sent === NOT_READABLE) return payload;
    const issues = mismatchesOf(schema, sent);
    if (issues.length === 0) return payload;

    const route = `${request.method} ${request.routeOptions.url}`;
    request.log.error({ route, issues }, 'answer does not match its response schema');
    console.error(`RESPONSE_SCHEMA_MISMATCH ${route}\n${JSON.stringify(issues, null, 2)}`);
    reply
      .code(500)
      .removeHeader('content-encoding')
      .removeHeader('content-length')
      .removeHeader('etag')
      .type('application/json; charset=utf-8');
    return JSON.stringify(errorBody('RESPONSE_SCHEMA_MISMATCH', { route }, undefined, issues));
  });
}

const NOT_READABLE = Symbol('not readable');

/** The answer as the client will read it; streams are left alone (reading would consume them). */
function readJson(payload: unknown, reply: FastifyReply): unknown {
  let text: string;
  if (typeof payload === 'string') text = payload;
  else if (Buffer.isBuffer(payload)) {
    const encoding = reply.getHeader('content-encoding');
    const bytes =
      encoding === 'br' ? brotliDecompressSync(payload) : encoding === 'gzip' ? gunzipSync(payload) : payload;
    text = bytes.toString('utf8');
  } else return NOT_READABLE;
  try {
    return JSON.parse(text);
  } catch {
    return { notJson: text.slice(0, 200) };
  }
}

function mismatchesOf(schema: z.ZodType, sent: unknown): Mismatch[] {
  if (typeof sent !== 'object' || sent === null || !Object.hasOwn(sent, 'data')) {
    return [{ code: 'no_data', path: [], message: 'The answer is not `{ data }`' }];
  }
  const { data } = sent as { data: unknown };
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    return parsed.error.issues.map(({ code, path, message }) => ({ code, path: ['data', ...path], message }));
  }
  // z.object drops keys it does not know instead of refusing them: what the parse dropped is a
  // key the schema does not describe, which the web's inferred types would not know either.
  const found: Mismatch[] = [];
  collectUnknownKeys(data, parsed.data, ['data'], found);
  return found;
}

function collectUnknownKeys(sent: unknown, parsed: unknown, path: PropertyKey[], found: Mismatch[]) {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (const [index, item] of sent.entries())
      collectUnknownKeys(item, parsed[index], [...path, index], found);
    return;
  }
  if (!isRecord(sent) || !isRecord(parsed)) return;
  const keys = Object.keys(sent).filter((key) => !Object.hasOwn(parsed, key));
  if (keys.length > 0) {
    found.push({
      code: 'unrecognized_keys',
      path,
      keys,
      message: `Keys not in the schema: ${keys.join(', ')}`,
    });
  }
  for (const key of Object.keys(sent)) {
    if (Object.hasOwn(parsed, key)) collectUnknownKeys(sent[key], parsed[key], [...path, key], found);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
