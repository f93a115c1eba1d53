export { registerSetupRoutes } from './setup-routes.js';
