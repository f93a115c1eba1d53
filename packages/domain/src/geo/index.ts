export * from './distance.js';
export * from './point-in-polygon.js';
export * from './polygon-check.js';
export * from './tashkent.js';
