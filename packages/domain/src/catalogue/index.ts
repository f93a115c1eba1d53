export * from './branch-price.js';
export * from './option-selection.js';
export * from './search-text.js';
export * from './stop-list.js';
