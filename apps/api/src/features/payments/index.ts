export { registerPaymentRoutes } from './register-payment-routes.js';
