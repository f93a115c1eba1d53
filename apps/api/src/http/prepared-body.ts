import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A JSON answer serialised, hashed and compressed once, then served from memory: the menu of a
 * tenant with hundreds of products is the hottest and heaviest answer we have.
 */
export interface PreparedBody {
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

export function prepareJson(value: unknown): PreparedBody {
  const identity = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, encoded: {} };
}

export function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function encode(body: PreparedBody, encoding: 'br' | 'gzip'): Promise<Buffer> {
  body.encoded[encoding] ??=
    encoding === 'br'
      ? brotliAsync(body.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipAsync(body.identity, { level: 6 });
  return body.encoded[encoding]!;
}

/** Sends a prepared body: 304 when the client has it, else the best encoding it accepts. */
export async function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  cacheControl = 'public, max-age=0, must-revalidate',
): Promise<FastifyReply> {
  reply
    .header('etag', body.etag)
    .header('cache-control', cacheControl)
    .header('vary', 'merchant, accept-encoding');
  if (ifNoneMatch(request, body.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(request);
  if (!encoding || body.identity.length < 1024) return reply.send(body.identity);
  const encoded = await encode(body, encoding);
  return reply.header('content-encoding', encoding).send(encoded);
}

export function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
