export {
  announceMerchantChange,
  bumpCatalogue,
  CATALOGUE_CHANNEL,
  listenForCatalogueChanges,
} from './catalogue-change.js';
export { registerCatalogueRoutes, warmMenu } from './catalogue-routes.js';
export { productBelongsTo } from './product-belongs-to.js';
export { registerStopListRoutes } from './stop-list-routes.js';
