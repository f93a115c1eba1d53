import { tables } from '@dastarkhan/db';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DELIVER_QUEUE, enqueueJob } from '../jobs/index.js';
import type { ChannelSenders, DeliveryResult, OutboxRow } from './outbox-types.js';
import { MAX_ATTEMPTS, pauseBeforeRetry, SEND_LEASE_MS } from './retry-policy.js';

const { outboxMessages: outbox } = tables;

/** Thrown when another worker holds the message: the job engine tries this job again later. */
export class MessageBusy extends Error {}

/**
 * One try of each message of a batch of `deliver` jobs (decision 054). The rows are claimed first,
 * all in one statement — a lease in `next_attempt_at` — so two jobs for the same message (a retry
 * pressed while one waits) never send it twice at once; sent, dead and skipped rows are left
 * alone, so a repeated job is harmless. The claimed ones are sent at once (a slow provider holds
 * no other), the sent ones settled in one statement, the failed ones each with its own retry.
 * Answers each id's outcome, in order: a message another worker holds is a failure (its job is
 * tried again later), one that fails to settle too.
 */
export async function deliverMessages(
  app: FastifyInstance,
  senders: ChannelSenders,
  ids: number[],
): Promise<PromiseSettledResult<void>[]> {
  const { db } = app.deps;
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + ${`${SEND_LEASE_MS} milliseconds`}::interval` })
    .where(
      and(
        inArray(outbox.id, ids),
        eq(outbox.state, 'pending'),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, sql`now()`)),
      ),
    )
    .returning();
  const claimedIds = new Set(claimed.map((row) => row.id));
  const unclaimed = ids.filter((id) => !claimedIds.has(id));
  const held = new Set(
    unclaimed.length === 0
      ? []
      : (
          await db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(inArray(outbox.id, unclaimed), eq(outbox.state, 'pending')))
        ).map((row) => row.id),
  );
  const outcomes = await Promise.all(
    claimed.map(async (row) => ({ message: row as OutboxRow, result: await send(app, senders, row) })),
  );
  const failedToSettle = new Map<number, unknown>();
  const sent = outcomes.filter((o) => o.result.ok).map((o) => o.message.id);
  if (sent.length > 0)
    await db
      .update(outbox)
      .set({ state: 'sent', attempts: sql`${outbox.attempts} + 1`, sentAt: sql`now()`, nextAttemptAt: null })
      .where(inArray(outbox.id, sent));
  for (const { message, result } of outcomes)
    if (!result.ok)
      await settleFailure(app, message, result).catch((error) => failedToSettle.set(message.id, error));
  return ids.map((id): PromiseSettledResult<void> => {
    if (held.has(id))
      return {
        status: 'rejected',
        reason: new MessageBusy(`outbox message ${id} is held by another worker`),
      };
    if (failedToSettle.has(id)) return { status: 'rejected', reason: failedToSettle.get(id) };
    return { status: 'fulfilled', value: undefined };
  });
}

/** One try of one message (the `deliver` job): a batch of one. */
export async function deliverMessage(
  app: FastifyInstance,
  senders: ChannelSenders,
  id: number,
): Promise<void> {
  const [outcome] = await deliverMessages(app, senders, [id]);
  if (outcome?.status === 'rejected') throw outcome.reason;
}

async function send(
  app: FastifyInstance,
  senders: ChannelSenders,
  message: OutboxRow,
): Promise<DeliveryResult> {
  try {
    const sender = senders[message.channel];
    return sender
      ? await sender(app, message)
      : { ok: false, permanent: true, reason: 'no_sender', description: message.channel };
  } catch (error) {
    return { ok: false, permanent: false, reason: 'error', description: (error as Error).message };
  }
}

async function settleFailure(
  app: FastifyInstance,
  message: OutboxRow,
  result: Extract<DeliveryResult, { ok: false }>,
) {
  const attempts = message.attempts + 1;
  const { db } = app.deps;
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
