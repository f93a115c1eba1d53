import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { requestLogFields } from './request-log-fields.js';

/**
 * The reconnection delay a closing process hands its streams (decision 041), spread over this
 * range so thousands of screens do not all come back to the next process in the same instant.
 */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_SPREAD_MS = 2_500;

/**
 * The live event streams (order and staff) open in this process: counted for the metrics, and
 * ended with a reconnect hint when the process shuts down — `retry: <ms>` (EventSource and our
 * reader wait that long) and `event: reconnect` — so clients move to another process instead of
 * seeing an error. Each stream's one log line is written when it closes (a stream takes the
 * reply over, so the per-request line of plugins/request-log.ts never sees it).
 */
export function createOpenStreams() {
  const open = new Set<ServerResponse>();
  let closing = false;
  const endWithHint = (res: ServerResponse) => {
    const retry = RECONNECT_MIN_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS);
    if (!res.writableEnded)
      res.end(`retry: ${retry}\nevent: reconnect\ndata: {}\n\n`, () => res.socket?.end());
  };
  return {
    /** Tracks a stream whose headers are out; returns the function to call once it closed. */
    add(request: FastifyRequest, res: ServerResponse): () => void {
      const started = performance.now();
      open.add(res);
      // Opened while the process was already ending its streams (its checks were under way).
      if (closing) endWithHint(res);
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        open.delete(res);
        request.log.info(
          { ...requestLogFields(request, 200), ms: Math.round(performance.now() - started) },
          'stream closed',
        );
      };
    },
    get size() {
      return open.size;
    },
    /** Ends every stream with the hint; its connection is closed once the hint is flushed. */
    endAll() {
      closing = true;
      for (const res of open) endWithHint(res);
    },
  };
}

export type OpenStreams = ReturnType<typeof createOpenStreams>;
