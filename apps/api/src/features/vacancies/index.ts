export { registerVacancyRoutes } from './vacancy-routes.js';
