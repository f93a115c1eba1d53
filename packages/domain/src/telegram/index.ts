export * from './init-data.js';
