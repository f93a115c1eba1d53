import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http/error-body.js';

/** The demo's test hooks (login codes, the ordering clock): tests and benches call them from here. */
const LOCAL_ONLY_PREFIX = '/api/dev/';
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || v4.startsWith('127.');
}

/**
 * A request made on this machine: from a loopback address and not relayed by a proxy (a proxy on
 * the same host connects from loopback too, but says whom it relays).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopback(request.raw.socket.remoteAddress) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

/**
 * Decision 037: the demo-only routes answer this machine alone; anyone else gets the 404 of a
 * path that does not exist, so a demo server on the internet does not publish its login codes.
 */
export function registerLocalOnly(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(LOCAL_ONLY_PREFIX) || isLocalRequest(request)) return;
    return reply.status(404).send(errorBody('NOT_FOUND', { path: request.url.split('?')[0] ?? '/api' }));
  });
}
