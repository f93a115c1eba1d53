export { registerMerchantRoutes } from './merchant-routes.js';
