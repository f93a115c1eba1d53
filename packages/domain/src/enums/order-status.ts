import { z } from 'zod';
import type { Multilingual } from '../i18n/multilingual.js';

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

/** Statuses with a customer-facing label. CLOSED and ATTACHED have none (spec §4). */
export type LabelledOrderStatus = Exclude<OrderStatus, 'CLOSED' | 'ATTACHED'>;

export const ORDER_STATUS_LABELS: Record<LabelledOrderStatus, Multilingual> = {
  OPEN: { uz: 'Yangi', ru: 'Новый', eng: 'New' },
  CREATED: { uz: 'Yaratildi', ru: 'Создан', eng: 'Created' },
  AT_TIME: { uz: 'Belgilangan vaqtga', ru: 'Ко времени', eng: 'Scheduled' },
  ACCEPTED: { uz: 'Qabul qilindi', ru: 'Принят', eng: 'Accepted' },
  COOKING: { uz: 'Tayyorlanmoqda', ru: 'Готовится', eng: 'Cooking' },
  DONE: { uz: 'Tayyor', ru: 'Готов', eng: 'Ready' },
  ON_WAY: { uz: "Yo'lda", ru: 'В пути', eng: 'On the way' },
  DELIVERED: { uz: 'Yetkazildi', ru: 'Доставлен', eng: 'Delivered' },
  CANCELED: { uz: 'Bekor qilindi', ru: 'Отменён', eng: 'Canceled' },
};

/**
 * The status a customer is shown. The two unlabelled statuses are internal steps: ATTACHED
 * (a courier took the order) still reads "ready" to the customer, and CLOSED (the books are
 * closed) reads as the last thing they saw happen, "delivered".
 */
export function customerVisibleStatus(status: OrderStatus): LabelledOrderStatus {
  if (status === 'ATTACHED') return 'DONE';
  if (status === 'CLOSED') return 'DELIVERED';
  return status;
}

export function orderStatusLabel(status: OrderStatus): Multilingual {
  return ORDER_STATUS_LABELS[customerVisibleStatus(status)];
}
