export { registerBranchAdminRoutes } from './branch-admin-routes.js';
export { registerHallAdminRoutes } from './hall-admin-routes.js';
export { registerZoneRoutes } from './zone-routes.js';
