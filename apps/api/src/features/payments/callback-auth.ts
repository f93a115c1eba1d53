import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Compares secrets in constant time (hashing first evens out the lengths). */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

/** Whether the request carries `Authorization: Basic base64(login:password)` with these credentials. */
export function hasBasicAuth(request: FastifyRequest, login: string, password: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Basic ')) return false;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return sameSecret(decoded.slice(0, colon), login) && sameSecret(decoded.slice(colon + 1), password);
}

/** The merchant id in a callback path, or null (a provider never gets a 400 it does not expect). */
export function callbackMerchantId(raw: unknown): number | null {
  return typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647
    ? Number(raw)
    : null;
}

/**
 * Provider callbacks are read as raw text whatever their content type: each protocol answers a
 * malformed body in its own format (Payme -32700 with HTTP 200, Click -8…), never with our 400,
 * and Click's signature is checked over the values exactly as they were sent.
 */
export async function registerRawBodyScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    routes(scope);
  });
}

/**
 * Whether a parsed callback carries a NUL character in any text or key. PostgreSQL stores none
 * (text or jsonb), so such a value is malformed input, answered with the protocol's own error
 * rather than failing in the database as a "system error".
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  return false;
}

/** The payment clock: real time, which tests move to reach the providers' timeouts. */
export const paymentNow = (app: FastifyInstance) => app.deps.paymentNow();
