export * from './distance.js';
export * from './point-in-polygon.js';
export * from './tashkent.js';
