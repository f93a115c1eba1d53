import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodingFor, ifNoneMatch } from '../http/prepared-body.js';
import type { CachedPage } from './page-cache.js';

/** Headers of a rendered page that the cache sets itself or that describe one encoding only. */
const NOT_REPLAYED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'cache-control',
  'vary',
  'etag',
  'content-security-policy',
]);

/** The headers of a rendered answer worth keeping with its page (cookies one line each). */
export function replayableHeaders(headers: Headers): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  for (const [name, value] of headers) if (!NOT_REPLAYED.has(name)) kept.push([name, value]);
  for (const cookie of headers.getSetCookie()) kept.push(['set-cookie', cookie]);
  return kept;
}

/** Sends a stored page: 304 when the browser has it, else the best encoding it accepts. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.status(200);
  const cookies: string[] = [];
  for (const [name, value] of page.headers) {
    if (name === 'set-cookie') cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply
    .header('content-security-policy', page.csp)
    // Still private: the page is the same for everyone with these cookies, but a shared cache
    // keyed by URL alone would mix tenants' languages and branches (decision 044).
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie, Host, Accept-Encoding')
    .header('etag', page.etag)
    .header('x-page-cache', 'hit');
  if (ifNoneMatch(request, page.etag)) return reply.status(304).send();
  const encoding = encodingFor(request);
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}

/**
 * Passes a rendered body on to the visitor as it comes (complete or streamed) and hands the whole
 * of it to `onComplete`; `onFailed` if the render breaks off. The body is read to its end even if
 * the visitor leaves, so those waiting on this render are never left hanging.
 */
export function collectWhileSending(
  body: ReadableStream<Uint8Array>,
  onComplete: (bytes: Buffer) => void,
  onFailed: () => void,
): Readable {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  (async () => {
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        const bytes = Buffer.from(chunk);
        chunks.push(bytes);
        if (!out.destroyed) out.write(bytes);
      }
    } catch (error) {
      onFailed();
      out.destroy(error as Error);
      return;
    }
    out.end();
    try {
      onComplete(Buffer.concat(chunks));
    } catch {
      onFailed();
    }
  })();
  return out;
}
