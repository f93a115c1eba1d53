export { registerBranchRoutes } from './branch-routes.js';
export { registerHallRoutes } from './hall-routes.js';
