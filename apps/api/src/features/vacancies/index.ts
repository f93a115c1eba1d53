export { registerOperatorVacancyRoutes } from './operator-vacancy-routes.js';
export { registerVacancyRoutes } from './vacancy-routes.js';
