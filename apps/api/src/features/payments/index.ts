export { type RefundState, startRefund } from './refunds/start-refund.js';
export { registerPaymentRoutes } from './register-payment-routes.js';
