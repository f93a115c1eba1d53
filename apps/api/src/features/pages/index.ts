export { registerOperatorPageRoutes } from './operator-page-routes.js';
export { renderMultilingual } from './render-markdown.js';
