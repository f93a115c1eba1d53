import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/error-body.js';

/** The longest query string served: far above any URL the apps build, far below the header cap. */
export const MAX_QUERY_LENGTH = 8 * 1024;

/** The longest path parameter the router takes (a sub, a token, a media key). */
export const MAX_PARAM_LENGTH = 256;

/** A request id a client may choose (a proxy's or a support ticket's); anything else is replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the caller's `x-request-id` when it is a plain token, else a new UUID,
 * so a header can never put a line break or a megabyte into the log and the echoed answer.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify's own refusals before routing (a bad percent-encoding, an over-long parameter) in the
 * API's shape instead of the framework's default body.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send(errorBody('URL_INVALID'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send(errorBody('URL_TOO_LONG', { max: MAX_PARAM_LENGTH }));
  return reply.status(400).send(errorBody('VALIDATION_FAILED', { field: 'request' }, 'request'));
}

/**
 * Errors of the HTTP parser, before there is a request (headers over Node's 16 KB, a malformed
 * request line): written to the socket in the API's shape, then the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, errorBody('HEADERS_TOO_LARGE')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorBody('REQUEST_TIMEOUT')]
        : [400, errorBody('VALIDATION_FAILED', { field: 'request' }, 'request')];
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/** A query string too long for any page or call of ours: refused before it is parsed further. */
export function registerQueryLengthCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const mark = request.url.indexOf('?');
    if (mark >= 0 && request.url.length - mark - 1 > MAX_QUERY_LENGTH)
      return reply.status(414).send(errorBody('URL_TOO_LONG', { max: MAX_QUERY_LENGTH }));
  });
}
