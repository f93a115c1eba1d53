export * from './language.js';
export * from './multilingual.js';
