import type { FastifyInstance } from 'fastify';
import { CLOCK_QUEUE, enqueueJob, type JobEngine } from '../jobs/index.js';
import { runClock } from './run-clock.js';

/** Seconds between clock ticks: a scheduled order opens, an unpaid one expires, within this. */
export const CLOCK_TICK_SECONDS = 15;

/**
 * Every process offers a tick each CLOCK_TICK_SECONDS; the job engine keeps one per slot (a
 * throttled singleton), and one worker of one process runs it: the sweeps run once however many
 * processes there are, and the first tick after a start catches up on whatever came due meanwhile.
 */
export function registerClockJobs(app: FastifyInstance, jobs: JobEngine) {
  jobs.work(CLOCK_QUEUE, async () => {
    await runClock(app);
  });
  jobs.every(CLOCK_TICK_SECONDS, () =>
    enqueueJob(
      app.deps.db,
      CLOCK_QUEUE,
      { kind: 'tick' },
      { singletonSeconds: CLOCK_TICK_SECONDS, singletonKey: 'tick' },
    ),
  );
}
