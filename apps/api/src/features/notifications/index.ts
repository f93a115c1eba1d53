export { registerNotificationRoutes } from './notification-routes.js';
