import type { ExecuteSql } from '@dastarkhan/db';
import type { FetchedJob } from './job-engine.js';

// The `work_queue` table (migration 0015, decision 055): order events to fan out and messages to
// deliver. A claim takes up to `batchSize` due rows with SKIP LOCKED — each row goes to one worker
// however many processes poll — and pushes their `run_at` to the claim's expiry: a process that
// dies holding them leaves them due again then. Done rows are deleted; a failed one waits its
// backoff, and after its last try is kept with its error (a dead row, visible, never run again).

export interface WorkQueueOptions {
  /** Tries before a row is left dead (pg-boss's retryLimit of the queue it replaces, + 1). */
  maxAttempts: number;
  /** Seconds a claim holds its rows before they are due again (a worker that died). */
  expireSeconds: number;
  /** Seconds before the first retry; doubled each try after (pg-boss's retryBackoff). */
  retryDelaySeconds: number;
}

/** The kinds of work in `work_queue` and how each retries (the pg-boss queues they replace). */
export const WORK_QUEUES = {
  'order-event': { maxAttempts: 11, expireSeconds: 120, retryDelaySeconds: 2 },
  deliver: { maxAttempts: 6, expireSeconds: 120, retryDelaySeconds: 5 },
} satisfies Record<string, WorkQueueOptions>;

export type WorkQueueName = keyof typeof WORK_QUEUES;

export const isWorkQueue = (queue: string): queue is WorkQueueName => Object.hasOwn(WORK_QUEUES, queue);

/** A row never to run again: its tries are used up (kept for whoever looks into it). */
const DEAD_AT = `'infinity'::timestamptz`;

export async function claimWork(
  executeSql: ExecuteSql,
  queue: WorkQueueName,
  batchSize: number,
): Promise<(FetchedJob & { attempts: number })[]> {
  const { expireSeconds, maxAttempts } = WORK_QUEUES[queue];
  const { rows } = await executeSql(
    `update work_queue set run_at = now() + make_interval(secs => $3), attempts = attempts + 1
     where id in (
       select id from work_queue where queue = $1 and run_at <= now() and attempts < $4
       order by run_at, id limit $2 for update skip locked
     )
     returning id, data, attempts`,
    [queue, batchSize, expireSeconds, maxAttempts],
  );
  return rows.map((row) => ({
    id: String(row.id),
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
    attempts: Number(row.attempts),
  }));
}

/** Done: the rows go. */
export async function finishWork(executeSql: ExecuteSql, ids: string[]) {
  if (ids.length === 0) return;
  await executeSql('delete from work_queue where id = any($1::bigint[])', [`{${ids.join(',')}}`]);
}

/** Failed: due again after the backoff of its try, or dead after its last. */
export async function failWork(
  executeSql: ExecuteSql,
  queue: WorkQueueName,
  failed: { id: string; attempts: number; error: string }[],
) {
  const { maxAttempts, retryDelaySeconds } = WORK_QUEUES[queue];
  for (const { id, attempts, error } of failed) {
    const wait = retryDelaySeconds * 2 ** Math.max(0, attempts - 1);
    await executeSql(
      `update work_queue set last_error = $2,
         run_at = case when attempts >= $4 then ${DEAD_AT} else now() + make_interval(secs => $3) end
       where id = $1`,
      [id, error.slice(0, 2000), wait, maxAttempts],
    );
  }
}

/** Adds one row (in the caller's transaction when `executeSql` is one); `startAfter` on the database's clock. */
export async function addWork(
  executeSql: ExecuteSql,
  queue: WorkQueueName,
  data: Record<string, unknown>,
  startAfter?: Date,
): Promise<string> {
  const { rows } = await executeSql(
    `insert into work_queue (queue, data, run_at) values ($1, $2::jsonb, coalesce($3::timestamptz, now()))
     returning id`,
    [queue, JSON.stringify(data), startAfter ? startAfter.toISOString() : null],
  );
  return String(rows[0]!.id);
}
