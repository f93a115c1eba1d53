export * from './scalars.js';
