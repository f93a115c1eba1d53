export { registerReportRoutes } from './report-routes.js';
