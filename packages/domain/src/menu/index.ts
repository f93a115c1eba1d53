export * from './build-menu.js';
