export { registerMerchantRoutes } from './merchant-routes.js';
export { toPublicMerchant } from './to-public-merchant.js';
