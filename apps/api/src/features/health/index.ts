export { registerHealthRoutes } from './health-routes.js';
