export { registerCashbackRoutes } from './cashback-routes.js';
