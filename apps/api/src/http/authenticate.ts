import type { SessionRow, UserRow } from '@dastarkhan/db';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { MerchantContext } from './resolve-merchant.js';
import { findLiveSession } from './session-repository.js';

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/** The token of `Authorization: Bearer <token>`; 401 when it is missing or malformed. */
export function bearerTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
  if (!token) throw new AppError(401, 'UNAUTHORIZED');
  return token;
}

/**
 * The caller, from the live session found for their token (null: unknown, revoked, expired or
 * the user is gone). A token belongs to one user of one merchant (docs/design.md): with another
 * merchant's header it is refused, never reinterpreted.
 */
export function authOf(found: AuthContext | null, merchant: MerchantContext): AuthContext {
  if (!found) throw new AppError(401, 'UNAUTHORIZED');
  if (found.session.merchantId !== merchant.id) throw new AppError(401, 'TOKEN_MERCHANT_MISMATCH');
  return found;
}

/** The user behind `Authorization: Bearer <token>`. */
export async function authenticate(request: FastifyRequest, merchant: MerchantContext): Promise<AuthContext> {
  const token = bearerTokenOf(request);
  return authOf(await findLiveSession(request.server.deps.db, token), merchant);
}
