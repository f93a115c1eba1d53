// The job engine's queues, created by migration 0012 (a queue must exist before a job is sent
// to it, and a send can happen in any process, workers running or not).

/** One order event (created, status change…) to fan out into outbox messages. */
export const ORDER_EVENT_QUEUE = 'order-event';
/** One outbox message to deliver (or to try again). */
export const DELIVER_QUEUE = 'deliver';
/** Jobs on a clock: a scheduled order to open, an unpaid one to expire, a pause to end… */
export const CLOCK_QUEUE = 'clock';

export type QueueName = typeof ORDER_EVENT_QUEUE | typeof DELIVER_QUEUE | typeof CLOCK_QUEUE;

export const JOB_SCHEMA = 'pgboss';
