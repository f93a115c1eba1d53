export { registerAddressRoutes } from './address-routes.js';
