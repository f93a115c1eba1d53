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
  return { etag: etagOf(identity), identity, encoded: {} };
}

/** A strong ETag of some bytes (served from memory: the menu, cached pages, build assets). */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** The coding to answer in: brotli, else gzip, each only when named without `q=0`; else none. */
export function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const takes = (coding: string) =>
    accepted.split(',').some((part) => {
      const [name, ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      return name?.toLowerCase() === coding && (!q || Number(q.slice(2)) > 0);
    });
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses once for memory (brotli 6 / gzip 6: a fair size for the CPU of a render). `best`:
 * brotli 11, for bytes served many times where the size decides a round trip (a cached page's
 * first TCP window, decision 056): ~13 % smaller than 6 on a storefront page for ~50 ms of a
 * worker thread, once per stored page.
 */
export function compressBytes(
  bytes: Buffer,
  encoding: 'br' | 'gzip',
  { best = false }: { best?: boolean } = {},
): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(bytes, {
        params: best
          ? {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            }
          : { [constants.BROTLI_PARAM_QUALITY]: 6 },
      })
    : gzipAsync(bytes, { level: 6 });
}

function encode(body: PreparedBody, encoding: 'br' | 'gzip'): Promise<Buffer> {
  body.encoded[encoding] ??= compressBytes(body.identity, encoding);
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
