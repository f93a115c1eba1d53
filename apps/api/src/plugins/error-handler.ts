import { MediaStoreUnavailableError } from '@dastarkhan/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.js';
import { errorBody } from '../http/error-body.js';
import { ValidationError } from '../http/parse-input.js';

/**
 * One shape for every failure: `{ error: { code, message: { uz, ru, eng }, field? } }`. Bad input
 * is a 4xx with a reason; only a real fault of ours is a 500, and its details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send(errorBody(error.code, error.params, error.field, error.issues));
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.params, error.field));
    }
    if (error instanceof MediaStoreUnavailableError) {
      // The bucket is down, slow or refusing us (decision 039): the client may try again later.
      request.log.warn({ err: error }, 'media store unavailable');
      return reply.status(503).header('retry-after', '30').send(errorBody('MEDIA_STORE_UNAVAILABLE'));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .status(415)
          .send(errorBody('VALIDATION_FAILED', { field: 'content-type' }, 'content-type'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send(errorBody('VALIDATION_FAILED', { field: 'body' }, 'body'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx (bad URL encoding, bad content length…): the client's fault, said plainly.
      return reply
        .status(error.statusCode)
        .send(errorBody('VALIDATION_FAILED', { field: 'request' }, 'request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('NOT_FOUND', { path: request.url.split('?')[0] ?? '/' }));
  });
}
