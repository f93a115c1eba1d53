import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ifNoneMatch } from '../http/prepared-body.js';

/**
 * Strong ETags on every successful GET of the API, so a client that already has an answer gets
 * a bodiless 304. Routes that set their own ETag (prepared bodies, media) are left alone.
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control'))
      reply.header('cache-control', 'private, max-age=0, must-revalidate');
    if (ifNoneMatch(request, etag)) {
      reply.status(304);
      return '';
    }
    return payload;
  });
}
