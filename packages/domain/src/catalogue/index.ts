export * from './branch-price.js';
export * from './category-search.js';
export * from './option-selection.js';
export * from './product-search.js';
export * from './search-fold.js';
export * from './search-text.js';
export * from './stop-list.js';
