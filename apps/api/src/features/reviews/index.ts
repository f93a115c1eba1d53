export { productBelongsTo } from './review-repository.js';
export { registerReviewRoutes } from './review-routes.js';
