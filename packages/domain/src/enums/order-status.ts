import { z } from 'zod';

export {
  customerVisibleStatus,
  type LabelledOrderStatus,
  ORDER_STATUS_LABELS,
  orderStatusLabel,
} from './order-status-labels.js';

/** Order statuses (spec §4). Allowed moves between them live in `orders/status-machine.ts`. */
export const OrderStatusSchema = z.enum([
  'OPEN',
  'ACCEPTED',
  'CANCELED',
  'CREATED',
  'COOKING',
  'DONE',
  'ON_WAY',
  'DELIVERED',
  'CLOSED',
  'ATTACHED',
  'AT_TIME',
]);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export const ORDER_STATUSES = OrderStatusSchema.options;

/** The status a new order request gets when it names none (spec §4). */
export const DEFAULT_ORDER_STATUS: OrderStatus = 'OPEN';
