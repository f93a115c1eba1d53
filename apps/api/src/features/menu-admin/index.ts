import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { registerGroupCategoryRoutes } from './group-category-routes.js';
import { registerMenuRoutes } from './menu-routes.js';
import { registerProductRoutes } from './product-routes.js';

/** The menu editor's staff calls (issue 17, decision 024). */
export function registerMenuAdminRoutes(app: FastifyInstance, docs: ApiDocs) {
  registerMenuRoutes(app, docs);
  registerGroupCategoryRoutes(app, docs);
  registerProductRoutes(app, docs);
}
// The product save, for other writers of products (the menu import, decision 025).
export { editableProduct, insertProduct, updateProduct } from './save-product.js';
