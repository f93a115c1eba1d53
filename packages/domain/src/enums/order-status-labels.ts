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

/**
 * Orders that end at the counter are not "delivered": a pick-up is ready for pick-up and then
 * picked up, a dine-in order is served (issue 19). Keyed by service type, the rest as above.
 */
const COUNTER_LABELS: Partial<Record<string, Partial<Record<LabelledOrderStatus, Multilingual>>>> = {
  PICK_UP: {
    DONE: { uz: 'Olib ketishga tayyor', ru: 'Готов к выдаче', eng: 'Ready for pick-up' },
    DELIVERED: { uz: 'Olib ketildi', ru: 'Получен', eng: 'Picked up' },
  },
  DINE_IN: {
    DELIVERED: { uz: 'Tortildi', ru: 'Подан', eng: 'Served' },
  },
};

/** The label of a status, in the words of the order's service type when one is given. */
export function orderStatusLabel(status: OrderStatus, serviceType?: string | null): Multilingual {
  const visible = customerVisibleStatus(status);
  return (serviceType && COUNTER_LABELS[serviceType]?.[visible]) || ORDER_STATUS_LABELS[visible];
}
