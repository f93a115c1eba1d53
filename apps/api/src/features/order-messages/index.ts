export { deliverTelegram } from './deliver-telegram.js';
export type { OrderCustomer, OrderEventContext } from './fan-out-context.js';
export { fanOutOrderEvent, writeMessages } from './fan-out-order-event.js';
export { registerMessageJobs } from './register-message-jobs.js';
