import type { Multilingual } from '../i18n/multilingual.js';
import type { OrderStatus } from './order-status.js';

// Zod-free, so the order screens can show labels without shipping zod to the browser.
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
