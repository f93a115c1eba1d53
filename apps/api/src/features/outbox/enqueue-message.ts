import { type Executor, tables } from '@dastarkhan/db';
import { DELIVER_QUEUE, enqueueJob } from '../jobs/index.js';
import type { OutboxMessageInput } from './outbox-types.js';

const { outboxMessages } = tables;

/**
 * Writes a message to the outbox in the caller's transaction, with the job that will deliver it.
 * A key already there is not written again (null): enqueued exactly once.
 */
export async function enqueueMessage(tx: Executor, message: OutboxMessageInput): Promise<number | null> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      merchantId: message.merchantId,
      key: message.key,
      channel: message.channel,
      topic: message.topic,
      orderId: message.orderId ?? null,
      payload: message.payload,
    })
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  if (!row) return null;
  await enqueueJob(tx, DELIVER_QUEUE, { id: row.id });
  return row.id;
}
