export { registerFeedbackRoutes } from './feedback-routes.js';
