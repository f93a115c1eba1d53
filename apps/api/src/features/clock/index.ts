export {
  endPausesAndStops,
  expireUnpaidOrders,
  markNoShows,
  NO_SHOW_HOLD_MINUTES,
  ONLINE_PAYMENT_TYPES,
  openScheduledOrders,
  reportNotAccepted,
} from './clock-sweeps.js';
export { CLOCK_TICK_SECONDS, registerClockJobs } from './register-clock-jobs.js';
export { runClock } from './run-clock.js';
