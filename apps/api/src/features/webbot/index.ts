export { registerWebBotRoutes } from './webbot-routes.js';
