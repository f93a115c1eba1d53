export { deliverMessage, MessageBusy } from './deliver-message.js';
export { enqueueMessage } from './enqueue-message.js';
export type {
  ChannelSender,
  ChannelSenders,
  DeliveryResult,
  OutboxMessageInput,
  OutboxRow,
} from './outbox-types.js';
export { retryDeadMessage } from './retry-dead.js';
export { MAX_ATTEMPTS } from './retry-policy.js';
