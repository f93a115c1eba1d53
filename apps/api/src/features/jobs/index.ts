export { enqueueJob } from './enqueue-job.js';
export {
  type BatchHandler,
  createJobEngine,
  type FetchedJob,
  type JobEngine,
  type JobHandler,
  settleAll,
} from './job-engine.js';
export { CLOCK_QUEUE, DELIVER_QUEUE, ORDER_EVENT_QUEUE, type QueueName } from './queues.js';
