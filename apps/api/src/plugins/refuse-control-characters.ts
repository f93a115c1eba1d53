import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';

/** C0 controls but tab, line feed and carriage return: what a text field may never hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** Query values and path segments are single-line: no C0 control at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const IN_URL = /[\u0000-\u001F]/;

/**
 * Paths whose callers speak their own protocol and answer bad input in it (payment providers'
 * JSON-RPC and callbacks, Telegram's updates): a 400 of ours would only make them retry.
 */
const OWN_PROTOCOL = ['/api/payments/', '/api/webbot/v1/telegram/'];

/**
 * Refuses control characters in the parsed query, path parameters and JSON body of every
 * request, before any handler runs: PostgreSQL cannot store NUL in text (a 500 once it reached
 * the database), and no field of ours means anything with the others (decision 036).
 */
export function registerControlCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (OWN_PROTOCOL.some((prefix) => request.url.startsWith(prefix))) return;
    refuseIn(request.query, 'query', IN_URL);
    refuseIn(request.params, 'path', IN_URL);
    if (isParsedBody(request)) refuseIn(request.body, 'body', IN_TEXT);
  });
}

function isParsedBody(request: FastifyRequest) {
  return request.body !== null && request.body !== undefined && !Buffer.isBuffer(request.body);
}

/** Walks the value without recursion: a deeply nested body must not overflow the stack. */
function refuseIn(value: unknown, place: string, forbidden: RegExp) {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (forbidden.test(current)) refuse(path || place);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (forbidden.test(key)) refuse(path || place);
        pending.push([item, at]);
      }
    }
  }
}

function refuse(field: string): never {
  // The field's name as the client sent it could itself hold the control character.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  const shown = field.replace(/[\u0000-\u001F]/g, '?');
  throw new AppError(400, 'CONTROL_CHARACTERS', { field: shown }, shown);
}
