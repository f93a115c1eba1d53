export { registerBranchRoutes } from './branch-routes.js';
export { registerHallRoutes } from './hall-routes.js';
export { pauseOf } from './to-branch.js';
