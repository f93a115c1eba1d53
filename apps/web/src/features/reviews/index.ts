export { OrderReviews } from './order-reviews';
