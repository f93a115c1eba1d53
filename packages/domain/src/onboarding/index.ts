export * from './new-merchant.js';
export * from './setup.js';
