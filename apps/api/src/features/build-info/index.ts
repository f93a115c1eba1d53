export { registerBuildInfoRoutes } from './build-info-routes.js';
