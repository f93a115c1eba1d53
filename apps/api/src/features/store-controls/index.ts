export { registerStoreControlRoutes } from './store-controls-routes.js';
