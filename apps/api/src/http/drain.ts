import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-body.js';

/** Seconds a refused client is told to wait before it tries again (elsewhere, most likely). */
export const DRAIN_RETRY_AFTER_SECONDS = 1;

/** Whether this process is shutting down; set once by server.ts on SIGTERM/SIGINT (decision 041). */
export function createDrainState() {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

export type DrainState = ReturnType<typeof createDrainState>;

/**
 * While draining, a request that still reaches the process (on a kept-alive connection: the
 * listener is closed) is answered 503 SERVER_DRAINING with Retry-After and `Connection: close`,
 * so the client retries on a fresh connection, which the load balancer sends to another process.
 * The health routes still answer (readiness says why it fails). Requests already in flight run
 * to their end, their answers closing the connection too.
 */
export function registerDrainRefusal(app: FastifyInstance, state: DrainState) {
  app.addHook('onRequest', async (request, reply) => {
    if (!state.draining || request.routeOptions.url?.startsWith('/api/health')) return;
    return reply
      .status(503)
      .header('retry-after', String(DRAIN_RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .send(errorBody('SERVER_DRAINING'));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (state.draining) reply.header('connection', 'close');
  });
}
