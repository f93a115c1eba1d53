import type { FastifyInstance } from 'fastify';

const SECURE = /;\s*secure\b/i;

/**
 * Every cookie set over HTTPS (directly, or behind a trusted proxy that says so) is `Secure`:
 * the storefront, the console and the API set theirs in several places, so it is done once here
 * rather than in each.
 */
export function registerSecureCookies(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    const cookies = reply.getHeader('set-cookie');
    if (cookies === undefined) return;
    const secured = (Array.isArray(cookies) ? cookies : [cookies])
      .map(String)
      .map((cookie) => (SECURE.test(cookie) ? cookie : `${cookie}; Secure`));
    // header() appends to an existing set-cookie: remove the plain ones first.
    reply.removeHeader('set-cookie');
    reply.header('set-cookie', secured.length === 1 ? secured[0] : secured);
  });
}
