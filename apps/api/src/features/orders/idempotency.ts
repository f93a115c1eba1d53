import { createHash } from 'node:crypto';
import { type Database, tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';

const { idempotencyKeys } = tables;

const KEY = /^[\x21-\x7e]{1,200}$/;

export interface KeyScope {
  merchantId: number;
  userId: number;
  key: string;
}

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

export type KeyedOrder = { orderId: number } | null;

/**
 * The order a key already placed, for a repeat (decision 012): null when the key is unused;
 * 422 when the key came with another body. Keys are written together with their order
 * (insert-order.ts), so a key found always names one.
 */
export async function findKeyedOrder(db: Database, scope: KeyScope, hash: string): Promise<KeyedOrder> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.merchantId, scope.merchantId),
        eq(idempotencyKeys.userId, scope.userId),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  if (!row) return null;
  if (row.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', {}, 'Idempotency-Key');
  return { orderId: row.orderId };
}
