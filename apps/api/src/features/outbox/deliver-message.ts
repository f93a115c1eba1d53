import { tables } from '@dastarkhan/db';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DELIVER_QUEUE, enqueueJob } from '../jobs/index.js';
import type { ChannelSenders, DeliveryResult, OutboxRow } from './outbox-types.js';
import { MAX_ATTEMPTS, pauseBeforeRetry, SEND_LEASE_MS } from './retry-policy.js';

const { outboxMessages: outbox } = tables;

/** Thrown when another worker holds the message: the job engine tries this job again later. */
export class MessageBusy extends Error {}

/**
 * One try of one message (the `deliver` job). The row is claimed first — a lease in
 * `next_attempt_at` — so two jobs for the same message (a retry pressed while one waits) never
 * send it twice at once; sent, dead and skipped rows are left alone, so a repeated job is harmless.
 */
export async function deliverMessage(
  app: FastifyInstance,
  senders: ChannelSenders,
  id: number,
): Promise<void> {
  const { db } = app.deps;
  const [claimed] = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + ${`${SEND_LEASE_MS} milliseconds`}::interval` })
    .where(
      and(
        eq(outbox.id, id),
        eq(outbox.state, 'pending'),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, sql`now()`)),
      ),
    )
    .returning();
  if (!claimed) {
    const [row] = await db.select({ state: outbox.state }).from(outbox).where(eq(outbox.id, id));
    if (row?.state === 'pending') throw new MessageBusy(`outbox message ${id} is held by another worker`);
    return;
  }
  const message: OutboxRow = { ...claimed, payload: claimed.payload };
  let result: DeliveryResult;
  try {
    const sender = senders[message.channel];
    result = sender
      ? await sender(app, message)
      : { ok: false, permanent: true, reason: 'no_sender', description: message.channel };
  } catch (error) {
    result = { ok: false, permanent: false, reason: 'error', description: (error as Error).message };
  }
  await settle(app, message, result);
}

async function settle(app: FastifyInstance, message: OutboxRow, result: DeliveryResult) {
  const attempts = message.attempts + 1;
  const { db } = app.deps;
  if (result.ok) {
    await db
      .update(outbox)
      .set({ state: 'sent', attempts, sentAt: sql`now()`, nextAttemptAt: null })
      .where(eq(outbox.id, message.id));
    return;
  }
  const failure = {
    attempts,
    lastReason: result.reason,
    lastError: (result.description ?? '').slice(0, 500) || null,
  };
  if (result.permanent || attempts >= MAX_ATTEMPTS) {
    await db
      .update(outbox)
      .set({
        ...failure,
        state: result.reason === 'no_channel' ? 'skipped' : 'dead',
        deadAt: sql`now()`,
        nextAttemptAt: null,
      })
      .where(eq(outbox.id, message.id));
    if (result.reason !== 'no_channel')
      app.log.warn({ outboxId: message.id, reason: result.reason, attempts }, 'outbox message is dead');
    return;
  }
  const at = new Date(Date.now() + pauseBeforeRetry(attempts, result.retryAfterMs));
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ ...failure, nextAttemptAt: at })
      .where(eq(outbox.id, message.id));
    await enqueueJob(tx, DELIVER_QUEUE, { id: message.id }, { startAfter: at });
  });
}
