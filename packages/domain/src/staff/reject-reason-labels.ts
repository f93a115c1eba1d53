import type { Multilingual } from '../i18n/multilingual.js';

// Zod-free (the storefront's order page shows a rejected order's reason): the schema is in
// reject-reasons.ts.

/** Why staff reject an order: chosen from this list, shown to the customer in their language. */
export const REJECT_REASONS = [
  'OUT_OF_STOCK',
  'TOO_BUSY',
  'CLOSING_SOON',
  'OUT_OF_ZONE',
  'CUSTOMER_UNREACHABLE',
  'DUPLICATE',
  'PAYMENT_PROBLEM',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const REJECT_REASON_LABELS: Record<RejectReason, Multilingual> = {
  OUT_OF_STOCK: {
    uz: 'Buyurtmadagi taom tugab qoldi',
    ru: 'Блюдо из заказа закончилось',
    eng: 'An item in the order ran out',
  },
  TOO_BUSY: {
    uz: 'Oshxona hozir juda band',
    ru: 'Кухня сейчас перегружена',
    eng: 'The kitchen is too busy right now',
  },
  CLOSING_SOON: { uz: 'Filial yopilmoqda', ru: 'Филиал скоро закрывается', eng: 'The branch is closing' },
  OUT_OF_ZONE: {
    uz: 'Manzil yetkazib berish hududidan tashqarida',
    ru: 'Адрес вне зоны доставки',
    eng: 'The address is outside the delivery area',
  },
  CUSTOMER_UNREACHABLE: {
    uz: "Mijoz bilan bog'lanib bo'lmadi",
    ru: 'Не удалось связаться с клиентом',
    eng: 'We could not reach the customer',
  },
  DUPLICATE: { uz: 'Takroriy buyurtma', ru: 'Повторный заказ', eng: 'Duplicate order' },
  PAYMENT_PROBLEM: { uz: "To'lovda muammo", ru: 'Проблема с оплатой', eng: 'A problem with the payment' },
};

/** Why the platform itself canceled an order (a clock job), never offered to staff. */
export const SYSTEM_CANCEL_REASON_LABELS = {
  NOT_PAID_IN_TIME: {
    uz: "Buyurtma o'z vaqtida to'lanmadi",
    ru: 'Заказ не был оплачен вовремя',
    eng: 'The order was not paid in time',
  },
} as const satisfies Record<string, Multilingual>;
export type SystemCancelReason = keyof typeof SYSTEM_CANCEL_REASON_LABELS;

/** The customer-facing text of a stored reason: a known code's label, or the text as written. */
export function rejectReasonText(reason: string): Multilingual {
  if ((REJECT_REASONS as readonly string[]).includes(reason))
    return REJECT_REASON_LABELS[reason as RejectReason];
  if (reason in SYSTEM_CANCEL_REASON_LABELS) return SYSTEM_CANCEL_REASON_LABELS[reason as SystemCancelReason];
  return { uz: reason, ru: reason, eng: reason };
}
