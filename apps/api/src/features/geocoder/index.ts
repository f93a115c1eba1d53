export { geocoderFromConfig, registerGeocoderRoutes } from './geocoder-routes.js';
