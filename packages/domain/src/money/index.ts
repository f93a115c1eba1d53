export * from './format-som.js';
