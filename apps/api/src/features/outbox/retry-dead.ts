import { type Executor, tables } from '@dastarkhan/db';
import { and, eq, inArray } from 'drizzle-orm';
import { DELIVER_QUEUE, enqueueJob } from '../jobs/index.js';

const { outboxMessages: outbox } = tables;

/** The OWNER's retry: a dead message gets its tries back and a new job. False when it was not dead. */
export async function retryDeadMessage(tx: Executor, merchantId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .update(outbox)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: null, deadAt: null })
    .where(and(eq(outbox.id, id), eq(outbox.merchantId, merchantId), inArray(outbox.state, ['dead'])))
    .returning({ id: outbox.id });
  if (!row) return false;
  await enqueueJob(tx, DELIVER_QUEUE, { id });
  return true;
}
