export { registerFavouriteRoutes } from './favourite-routes.js';
