import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Answers a page only ever loads as a subresource and that are never a document: the builds'
 * content-hashed assets (scripts, stylesheets, fonts) and raster media (an SVG opens as a
 * document, so it keeps every header). Helmet's document headers — CSP, framing, HSTS, referrer,
 * COOP … — mean nothing on a stylesheet or a photo, and over HTTP/1.1 they cost ~800 bytes on
 * each of the ~8 answers that share a phone's first round trips with the largest photo.
 * (A worker script takes its CSP from its own answer: no build starts one from /assets/.)
 */
export function isSubresourceOnly(url: string): boolean {
  if (url.startsWith('/assets/') || url.startsWith('/console/assets/')) return true;
  if (!url.startsWith('/api/media/') || url.startsWith('/api/media/v1/')) return false;
  return RASTER.test(url.split('?', 1)[0]!);
}

const RASTER = /\.(webp|png|jpe?g|avif|gif)$/i;

/**
 * Helmet's headers on every answer. The middleware is built once: @fastify/helmet called
 * helmet(options) on every request, which re-read the whole CSP each time (~3 % of the process's
 * time on the order-creation bench). Headers go on the raw response, so a route's own
 * reply.header (the pages' nonce CSP, media's sandbox CSP) still wins when the head is written.
 * A subresource-only answer keeps the two headers that still act on it: nosniff (a stylesheet or
 * script must be what its type says) and the cross-origin resource policy.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const applyHeaders = helmet(options);
  const resourcePolicy =
    typeof options.crossOriginResourcePolicy === 'object'
      ? (options.crossOriginResourcePolicy.policy ?? 'same-origin')
      : 'same-origin';
  app.addHook('onRequest', (request, reply, done) => {
    if (isSubresourceOnly(request.url)) {
      reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
      reply.raw.setHeader('Cross-Origin-Resource-Policy', resourcePolicy);
      done();
      return;
    }
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
