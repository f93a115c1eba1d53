export { registerAuthRoutes } from './auth-routes.js';
