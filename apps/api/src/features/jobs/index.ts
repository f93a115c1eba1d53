export { enqueueJob } from './enqueue-job.js';
export { createJobEngine, type JobEngine, type JobHandler } from './job-engine.js';
export { CLOCK_QUEUE, DELIVER_QUEUE, ORDER_EVENT_QUEUE, type QueueName } from './queues.js';
