export { DeadMessagesCount, OUTBOX_CHANGED_EVENT, useDeadMessages } from './dead-messages';
