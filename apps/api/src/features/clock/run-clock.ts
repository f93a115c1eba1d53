import type { FastifyInstance } from 'fastify';
import {
  type ClockTimes,
  endPausesAndStops,
  expireUnpaidOrders,
  markNoShows,
  openScheduledOrders,
  reportNotAccepted,
} from './clock-sweeps.js';

const SWEEPS = {
  openScheduledOrders,
  expireUnpaidOrders,
  endPausesAndStops,
  markNoShows,
  reportNotAccepted,
} as const;

/**
 * One tick of the clock job: every sweep, each on its own (one failing does not hold the others;
 * its error is logged and the next tick tries again). Answers what each moved.
 */
export async function runClock(
  app: FastifyInstance,
  times: ClockTimes = { now: app.deps.now(), recordNow: app.deps.recordNow() },
): Promise<Record<keyof typeof SWEEPS, number>> {
  const done = {} as Record<keyof typeof SWEEPS, number>;
  for (const [name, sweep] of Object.entries(SWEEPS) as [
    keyof typeof SWEEPS,
    (typeof SWEEPS)[keyof typeof SWEEPS],
  ][]) {
    try {
      done[name] = await sweep(app, times);
    } catch (error) {
      done[name] = 0;
      app.log.error({ err: error, sweep: name }, 'clock sweep failed');
    }
  }
  const moved = Object.values(done).reduce((a, b) => a + b, 0);
  if (moved > 0) app.log.info({ clock: done }, 'clock moved things');
  return done;
}
