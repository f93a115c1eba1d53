export { registerOutboxAdminRoutes } from './outbox-admin-routes.js';
