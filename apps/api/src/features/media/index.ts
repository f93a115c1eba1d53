export { registerMediaRoutes } from './media-routes.js';
