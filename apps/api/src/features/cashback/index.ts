export { registerCashbackRoutes } from './cashback-routes.js';
export { registerCashbackSettingsRoutes } from './cashback-settings-routes.js';
