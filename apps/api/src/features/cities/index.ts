export { registerCityRoutes } from './city-routes.js';
