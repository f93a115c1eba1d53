export { OrderPayment } from './order-payment';
export { isOnlinePayment } from './payment-kinds';
export { usePaymentMethods } from './use-payment-methods';
export { useStartPayment } from './use-start-payment';
