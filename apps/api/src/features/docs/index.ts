export { registerDocsRoutes } from './docs-routes.js';
