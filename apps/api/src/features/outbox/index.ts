export { deliverMessage, deliverMessages, MessageBusy } from './deliver-message.js';
export { enqueueMessages } from './enqueue-messages.js';
export type {
  ChannelSender,
  ChannelSenders,
  DeliveryResult,
  OutboxMessageInput,
  OutboxRow,
} from './outbox-types.js';
export { retryDeadMessage } from './retry-dead.js';
export { MAX_ATTEMPTS } from './retry-policy.js';
