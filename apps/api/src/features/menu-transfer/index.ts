export { registerMenuTransferRoutes } from './menu-transfer-routes.js';
