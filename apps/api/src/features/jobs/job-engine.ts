import type { ExecuteSql } from '@dastarkhan/db';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, type QueueName } from './queues.js';
import { claimWork, failWork, finishWork, isWorkQueue, type WorkQueueName } from './work-queue.js';

export type JobHandler = (
  data: Record<string, unknown>,
  job: { id: string; retryCount: number },
) => Promise<void>;

/** One fetched job, as a batch handler sees it. */
export interface FetchedJob {
  id: string;
  data: Record<string, unknown>;
}

/**
 * A whole fetched batch at once (set-wise work: one statement for many jobs); answers each job's
 * outcome in the batch's order — a rejected one is retried alone, the others are done.
 */
export type BatchHandler = (jobs: FetchedJob[]) => Promise<PromiseSettledResult<void>[]>;

export interface JobEngine {
  /** Registers a queue's handler; workers poll once `start` has run. */
  work(queue: QueueName, handler: JobHandler, options?: { batchSize?: number; concurrency?: number }): void;
  /** Registers a queue's handler of whole batches (decision 054). */
  workBatch(queue: QueueName, handler: BatchHandler, options: { batchSize: number }): void;
  /**
   * Ends the idle pause of this process's workers of `queue`: they fetch now instead of at their
   * next poll (a NOTIFY said a job was just committed).
   */
  wake(queue: QueueName): void;
  /** Calls `fn` on start and every `seconds` while running (each process; make it throttled). */
  every(seconds: number, fn: () => Promise<unknown>): void;
  start(): Promise<void>;
  /** Stops polling and waits for the jobs in hand (up to `timeoutMs`, 5 s: the process is given 10 to drain). */
  stop(timeoutMs?: number): Promise<void>;
  readonly running: boolean;
}

/**
 * `fn` on every item, at most `limit` at a time, each settled on its own (Promise.allSettled's
 * answer, in the items' order).
 */
export async function settleAll<T>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<PromiseSettledResult<void>[]> {
  const results: PromiseSettledResult<void>[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        await fn(items[i]!);
        results[i] = { status: 'fulfilled', value: undefined };
      } catch (reason) {
        results[i] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

/** How long a wake waits for more jobs to wake for (an order's messages leave this much later). */
export const WAKE_COALESCE_MS = 50;

export interface JobEngineOptions {
  executeSql: ExecuteSql;
  /** Seconds between polls of an idle queue (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

interface WorkLoop {
  wake(): void;
  stop(timeoutMs: number): Promise<void>;
}

/**
 * One process's worker of a `work_queue` queue (decision 055): claims a batch, hands it to the
 * handler, deletes what was done and schedules what failed; claims again at once while batches
 * come full or a wake arrived meanwhile, else sleeps until a wake or the next poll.
 */
function startWorkLoop(
  executeSql: ExecuteSql,
  queue: WorkQueueName,
  handler: BatchHandler,
  batchSize: number,
  pollMs: number,
  onError: (error: Error) => void,
): WorkLoop {
  let stopped = false;
  let woken = false;
  let wakeSleeper: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      }
      wakeSleeper = done;
    });
  const pass = async (): Promise<number> => {
    const claimed = await claimWork(executeSql, queue, batchSize);
    if (claimed.length === 0) return 0;
    let results: PromiseSettledResult<void>[];
    try {
      results = await handler(claimed.map(({ id, data }) => ({ id, data })));
    } catch (reason) {
      results = claimed.map(() => ({ status: 'rejected', reason }));
    }
    const failed = claimed.flatMap((job, i) => {
      const result = results[i];
      if (result?.status !== 'rejected') return [];
      onError(result.reason as Error);
      return [
        {
          id: job.id,
          attempts: job.attempts,
          error: String((result.reason as Error)?.stack ?? result.reason),
        },
      ];
    });
    await finishWork(
      executeSql,
      claimed.filter((_, i) => results[i]?.status !== 'rejected').map((job) => job.id),
    );
    await failWork(executeSql, queue, failed);
    return claimed.length;
  };
  const running = (async () => {
    while (!stopped) {
      woken = false;
      let taken = 0;
      try {
        taken = await pass();
      } catch (error) {
        onError(error as Error);
      }
      if (!stopped && taken < batchSize && !woken) await sleep(pollMs);
    }
  })();
  return {
    wake() {
      woken = true;
      wakeSleeper?.();
    },
    async stop(timeoutMs) {
      stopped = true;
      wakeSleeper?.();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}

/**
 * The clock's jobs on pg-boss, order events and deliveries on our `work_queue` (decision 055),
 * on either engine (decision 032): on PostgreSQL the app's pool, on PGlite the one
 * embedded instance, both through `executeSql`; the schema and queues come from our migrations.
 * Jobs are fetched with SKIP LOCKED, so each runs in one process however many poll; a job whose
 * process died is retried after its queue's expiry.
 */
export function createJobEngine(options: JobEngineOptions): JobEngine {
  const handlers: { queue: QueueName; handler: BatchHandler; batchSize: number }[] = [];
  const periodic: { seconds: number; fn: () => Promise<unknown> }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const workers = new Map<QueueName, string[]>();
  const wakeTimers = new Map<QueueName, NodeJS.Timeout>();
  let boss: PgBoss | null = null;
  const loops = new Map<QueueName, WorkLoop[]>();
  const runPeriodic = (fn: () => Promise<unknown>) =>
    fn().catch((error: unknown) => options.onError?.(error as Error));

  return {
    get running() {
      return boss !== null;
    },
    work(queue, handler, workOptions = {}) {
      const batchSize = workOptions.batchSize ?? 5;
      const concurrency = workOptions.concurrency ?? batchSize;
      // Each job is settled on its own (a slow Telegram call does not hold the batch, one failure
      // does not fail the others).
      const perJob: BatchHandler = (jobs) =>
        settleAll(jobs, concurrency, (job) => handler(job.data, { id: job.id, retryCount: 0 }));
      handlers.push({ queue, handler: perJob, batchSize });
    },
    workBatch(queue, handler, workOptions) {
      handlers.push({ queue, handler, batchSize: workOptions.batchSize });
    },
    wake(queue) {
      // Coalesced: every order placed announces itself, and a wake per order made the workers
      // fetch one job at a time — pg-boss's fetch and complete statements then cost more than
      // the order itself (decision 045). One wake per queue per WAKE_COALESCE_MS lets the jobs
      // committed meanwhile come in one batch; a busy worker fetches again as soon as it is done.
      if (!boss || wakeTimers.has(queue)) return;
      const timer = setTimeout(() => {
        wakeTimers.delete(queue);
        for (const loop of loops.get(queue) ?? []) loop.wake();
        if (boss) for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
      }, WAKE_COALESCE_MS);
      timer.unref();
      wakeTimers.set(queue, timer);
    },
    every(seconds, fn) {
      periodic.push({ seconds, fn });
    },
    async start() {
      if (boss) return;
      const next = new PgBoss({
        schema: JOB_SCHEMA,
        db: { executeSql: (text, values) => options.executeSql(text, values) },
        // Our migrations own the schema; pg-boss's cron is not used (clock jobs are delayed jobs).
        migrate: false,
        schedule: false,
        supervise: true,
        maintenanceIntervalSeconds: 60,
        deleteAfterDays: 7,
      });
      next.on('error', (error) => options.onError?.(error));
      await next.start();
      const polling = options.pollingIntervalSeconds ?? 0.5;
      const onError = (error: Error) => options.onError?.(error);
      for (const { queue, handler, batchSize } of handlers) {
        if (isWorkQueue(queue)) {
          const loop = startWorkLoop(options.executeSql, queue, handler, batchSize, polling * 1000, onError);
          loops.set(queue, [...(loops.get(queue) ?? []), loop]);
          continue;
        }
        const workerId = await next.work<Record<string, unknown>>(
          queue,
          { batchSize, pollingIntervalSeconds: polling },
          async (jobs) => {
            // The failed ones are failed, the rest completed; the batch's own completion then
            // finds them done.
            const results = await handler(jobs.map((job) => ({ id: job.id, data: job.data ?? {} })));
            const failed = jobs.filter((_, i) => results[i]!.status === 'rejected').map((job) => job.id);
            for (const result of results)
              if (result.status === 'rejected') options.onError?.(result.reason as Error);
            if (failed.length > 0) {
              await next.fail(queue, failed);
              const done = jobs.map((job) => job.id).filter((id) => !failed.includes(id));
              if (done.length > 0) await next.complete(queue, done);
            }
          },
        );
        workers.set(queue, [...(workers.get(queue) ?? []), workerId]);
      }
      boss = next;
      for (const { seconds, fn } of periodic) {
        void runPeriodic(fn);
        const timer = setInterval(() => void runPeriodic(fn), seconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop(timeoutMs = 5_000) {
      const current = boss;
      boss = null;
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const timer of wakeTimers.values()) clearTimeout(timer);
      wakeTimers.clear();
      workers.clear();
      const stopping = [...loops.values()].flat().map((loop) => loop.stop(timeoutMs));
      loops.clear();
      await Promise.all(stopping);
      if (!current) return;
      await current.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}
