import type { Executor } from '@dastarkhan/db';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, type QueueName } from './queues.js';
import { sqlOf } from './sql-of.js';
import { addWork, isWorkQueue } from './work-queue.js';

// pg-boss writes a job with one INSERT; given `db` it runs it on that connection. An instance
// that is never started has no pool and no timers, so it is only this statement's author: the
// job joins the caller's transaction and exists exactly when the change that caused it commits.
const author = new PgBoss({
  schema: JOB_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('jobs are sent inside a transaction (enqueueJob)')),
  },
});

export interface EnqueueOptions {
  /** Not before this moment (the database's clock). */
  startAfter?: Date;
  /** At most one job with this key per slot of this many seconds (a throttled tick). */
  singletonSeconds?: number;
  singletonKey?: string;
}

/**
 * Adds a job in the caller's transaction; returns its id, or null when a throttled slot was taken.
 * Order events and deliveries go to `work_queue` (decision 055; no singleton slots there).
 */
export async function enqueueJob(
  tx: Executor,
  queue: QueueName,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const executeSql = async (text: string, values?: unknown[]) => {
    const result = (await tx.execute(sqlOf(text, values ?? []))) as unknown as {
      rows: Record<string, unknown>[];
    };
    return { rows: result.rows };
  };
  if (isWorkQueue(queue)) return addWork(executeSql, queue, data, options.startAfter);
  return author.send(queue, data, {
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    db: { executeSql },
  });
}
