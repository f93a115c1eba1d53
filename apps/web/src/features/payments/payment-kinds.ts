import type { OrderDetails, PaymentChannel, PaymentType } from '@dastarkhan/domain';

/**
 * The providers whose money arrives through their own page and callbacks (decision 013). A copy
 * of the domain's `OnlinePaymentTypeSchema` without zod (the browser bundle has none); a test
 * keeps the two equal.
 */
export const ONLINE_PAYMENT_TYPES = ['PAYME', 'CLICK', 'UZUM'] as const;
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];

export function isOnlinePayment(type: PaymentType | null | undefined): type is OnlinePaymentType {
  return (ONLINE_PAYMENT_TYPES as readonly string[]).includes(type ?? '');
}

/** The order still waits for its money and may get it online: the order page offers "Pay". */
export function awaitsOnlinePayment(order: Pick<OrderDetails, 'isPaid' | 'status' | 'paymentType'>): boolean {
  return !order.isPaid && order.status !== 'CANCELED' && isOnlinePayment(order.paymentType);
}

/** Inside the Telegram web-app the tenant's BOT payment switches apply, else the WEB ones. */
export function paymentChannel(launchedFromTelegram: boolean, channelCookie: string | null): PaymentChannel {
  return launchedFromTelegram || channelCookie === 'TG' ? 'BOT' : 'WEB';
}
