export { registerReviewRoutes } from './review-routes.js';
