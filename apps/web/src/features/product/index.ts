export { ProductDetails } from './product-details';
export { ProductOverlay } from './product-overlay';
export type { ProductAnswer } from './product-view';
