import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../http/app-metrics.js';
import { statusClass } from '../http/app-metrics.js';
import { isInternalRequest } from '../http/internal-requests.js';
import { requestLogFields, routePattern } from '../http/request-log-fields.js';

/**
 * One log line per answered request (decision 041; Fastify's own "incoming request" and "request
 * completed" pair is turned off in app.ts), and its time in the request histogram: route pattern,
 * method, status, tenant, milliseconds, and the request id the logger carries. No URL, header or
 * body: they hold phones, codes and tokens.
 */
export function registerRequestLog(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    metrics.requestSeconds.observe(
      { route: routePattern(request), method: request.method, status: statusClass(status) },
      ms / 1000,
    );
    // A request the process made to itself (a page's server-side API calls) is part of the
    // outer request's line: debug, not info (decision 052).
    const level = isInternalRequest(request) ? 'debug' : 'info';
    request.log[level]({ ...requestLogFields(request, status), ms: Math.round(ms * 10) / 10 }, 'request');
  });
}
