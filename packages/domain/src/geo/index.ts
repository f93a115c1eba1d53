export * from './distance.js';
export * from './point-in-polygon.js';
