import type { OrderStatus } from '../enums/order-status.js';
import { customerVisibleStatus, orderStatusLabel } from '../enums/order-status-labels.js';
import type { Multilingual } from '../i18n/multilingual.js';
import { formatSom } from '../money/format-som.js';

/**
 * The notification a customer gets when their order moves (issue 7, created by the server), or
 * null when the move changes nothing they can see (DONE → ATTACHED, DELIVERED → CLOSED). The status
 * is worded for the order's service type: a pick-up is "picked up", a dine-in order "served".
 */
export function orderStatusNotification(
  number: number,
  from: OrderStatus | null,
  to: OrderStatus,
  serviceType?: string | null,
): { title: Multilingual; body: Multilingual } | null {
  if (from !== null && customerVisibleStatus(from) === customerVisibleStatus(to)) return null;
  return {
    title: { uz: `Buyurtma #${number}`, ru: `Заказ №${number}`, eng: `Order #${number}` },
    body: orderStatusLabel(to, serviceType),
  };
}

/** Cashback earned by a closed order: `rate` percent of what the customer paid, whole so'm down. */
export function earnedCashback(totalPrice: number, rate: number): number {
  if (rate <= 0 || totalPrice <= 0) return 0;
  return Math.floor((totalPrice * Math.min(rate, 100)) / 100);
}

/** The notification of money received for an order, or given back (issue 7: a payment completes). */
export function paymentNotification(
  number: number,
  amount: number,
  kind: 'PAID' | 'REFUNDED',
): { title: Multilingual; body: Multilingual } {
  const som = { uz: formatSom(amount, 'uz'), ru: formatSom(amount, 'ru'), eng: formatSom(amount, 'eng') };
  return {
    title: { uz: `Buyurtma #${number}`, ru: `Заказ №${number}`, eng: `Order #${number}` },
    body:
      kind === 'PAID'
        ? {
            uz: `To'lov qabul qilindi: ${som.uz}`,
            ru: `Оплата получена: ${som.ru}`,
            eng: `Payment received: ${som.eng}`,
          }
        : {
            uz: `Pul qaytarildi: ${som.uz}`,
            ru: `Деньги возвращены: ${som.ru}`,
            eng: `Refunded: ${som.eng}`,
          },
  };
}
