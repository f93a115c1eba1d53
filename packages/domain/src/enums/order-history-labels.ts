import type { Multilingual } from '../i18n/multilingual.js';
import type { OrderHistoryEventType } from './order-history.js';

// Zod-free, so the order screens can show labels without shipping zod to the browser.
export const ORDER_HISTORY_EVENT_LABELS: Record<OrderHistoryEventType, Multilingual> = {
  PAID: { uz: "To'landi", ru: 'Оплачен', eng: 'Paid' },
  UPDATE: { uz: 'Buyurtma yangilandi', ru: 'Заказ обновлён', eng: 'Order updated' },
  PAID_AND_CHANGE_STATUS: {
    uz: "To'landi va holati o'zgardi",
    ru: 'Оплачен, статус изменён',
    eng: 'Paid and status changed',
  },
  CHANGE_STATUS: { uz: "Holati o'zgardi", ru: 'Статус изменён', eng: 'Status changed' },
  CHANGE_COURIER_STATUS: {
    uz: "Kuryer holati o'zgardi",
    ru: 'Статус курьера изменён',
    eng: 'Courier status changed',
  },
  CHANGE_PAYMENT_TYPE: {
    uz: "To'lov turi o'zgardi",
    ru: 'Способ оплаты изменён',
    eng: 'Payment method changed',
  },
  CHANGE_DELIVERY_TYPE: {
    uz: "Yetkazib berish turi o'zgardi",
    ru: 'Способ доставки изменён',
    eng: 'Delivery method changed',
  },
};
