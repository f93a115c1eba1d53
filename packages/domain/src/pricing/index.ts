export * from './cashback.js';
export * from './line.js';
export * from './promo.js';
export * from './totals.js';
