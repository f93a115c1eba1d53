export { registerStaffRoutes } from './staff-routes.js';
