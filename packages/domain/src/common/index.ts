export * from './scalars.js';
export * from './text-limits.js';
