export { registerCatalogueRoutes } from './catalogue-routes.js';
