export { registerCatalogueRoutes } from './catalogue-routes.js';
export { productBelongsTo } from './product-belongs-to.js';
