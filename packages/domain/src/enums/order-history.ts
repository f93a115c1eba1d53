import { z } from 'zod';

export { ORDER_HISTORY_EVENT_LABELS } from './order-history-labels.js';

/** Kinds of entries in an order's history (spec §4). */
export const OrderHistoryEventTypeSchema = z.enum([
  'PAID',
  'UPDATE',
  'PAID_AND_CHANGE_STATUS',
  'CHANGE_STATUS',
  'CHANGE_COURIER_STATUS',
  'CHANGE_PAYMENT_TYPE',
  'CHANGE_DELIVERY_TYPE',
]);
export type OrderHistoryEventType = z.infer<typeof OrderHistoryEventTypeSchema>;
export const ORDER_HISTORY_EVENT_TYPES = OrderHistoryEventTypeSchema.options;
