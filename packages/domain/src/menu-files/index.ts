export * from './menu-import.js';
export * from './photo.js';
