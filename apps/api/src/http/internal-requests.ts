import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Requests the process makes to itself (Fastify inject): a storefront page's server-side API
 * calls, the console's 404 page. Their log lines go to debug, so a page is one line at info
 * (decision 052), not five. They carry a header with a token made at start that never leaves the
 * process, so no client can keep its own requests out of the log by sending the header. (An async
 * context would not do: inject runs the request from Fastify's ready queue, outside the caller's.)
 */
const HEADER = 'x-dastarkhan-internal';
const token = randomBytes(24).toString('base64url');

/** The header that marks a request as the process's own. */
export function internalRequestHeaders(): Record<string, string> {
  return { [HEADER]: token };
}

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[HEADER] === token;
}
