export { registerPwaRoutes } from './pwa-routes.js';
