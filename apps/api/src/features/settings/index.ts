export { registerSettingsRoutes } from './settings-routes.js';
