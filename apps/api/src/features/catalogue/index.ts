export { registerCatalogueRoutes } from './catalogue-routes.js';
export { productBelongsTo } from './product-belongs-to.js';
export { registerStopListRoutes } from './stop-list-routes.js';
