import { createHash } from 'node:crypto';
import { type Database, tables } from '@dastarkhan/db';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';

const { idempotencyKeys } = tables;

/** A claim older than this with no order is left by a crashed attempt and may be taken over. */
const STALE_CLAIM_MS = 30_000;
const KEY = /^[\x21-\x7e]{1,200}$/;

export interface KeyScope {
  merchantId: number;
  userId: number;
  key: string;
}

export type Claim = { kind: 'claimed' } | { kind: 'done'; orderId: number };

/** The header's key, or null when the client sent none; a malformed key is a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !KEY.test(value))
    throw new AppError(400, 'VALIDATION_FAILED', { field: 'Idempotency-Key' }, 'Idempotency-Key');
  return value;
}

/** What makes two requests "the same": the path and the parsed body. */
export function requestHash(path: string, body: unknown): string {
  return createHash('sha256').update(path).update('\n').update(JSON.stringify(body)).digest('hex');
}

const scopeOf = (s: KeyScope) =>
  and(
    eq(idempotencyKeys.merchantId, s.merchantId),
    eq(idempotencyKeys.userId, s.userId),
    eq(idempotencyKeys.key, s.key),
  );

/**
 * Claims the key in its own statement, before the order is written (decision 012): the first
 * caller gets `claimed`; a repeat gets the finished order, 409 while the first is still being
 * written, and 422 when it carries another body.
 */
export async function claimKey(db: Database, scope: KeyScope, hash: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...scope, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [row] = await db.select().from(idempotencyKeys).where(scopeOf(scope));
    if (!row) continue; // released between our insert and select: try again
    if (row.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', {}, 'Idempotency-Key');
    if (row.orderId !== null) return { kind: 'done', orderId: row.orderId };
    if (Date.now() - row.createdAt.getTime() < STALE_CLAIM_MS) throw new AppError(409, 'ORDER_IN_PROGRESS');
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          scopeOf(scope),
          isNull(idempotencyKeys.orderId),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_CLAIM_MS)),
        ),
      );
  }
  throw new AppError(409, 'ORDER_IN_PROGRESS');
}

/** Gives the key back after a refused or failed attempt, so a corrected retry can use it. */
export async function releaseKey(db: Database, scope: KeyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(scopeOf(scope), isNull(idempotencyKeys.orderId)));
}
