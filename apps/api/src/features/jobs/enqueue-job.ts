import type { Executor } from '@dastarkhan/db';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, type QueueName } from './queues.js';
import { sqlOf } from './sql-of.js';

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
}

/** Adds a job in the caller's transaction; returns its id. */
export async function enqueueJob(
  tx: Executor,
  queue: QueueName,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string> {
  const id = await author.send(queue, data, {
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    db: {
      executeSql: async (text, values) => {
        const result = (await tx.execute(sqlOf(text, values ?? []))) as unknown as { rows: unknown[] };
        return { rows: result.rows };
      },
    },
  });
  if (!id) throw new Error(`job not added to ${queue}`);
  return id;
}
