export * from './error-codes.js';
export * from './error-messages.js';
export * from './format-message.js';
export * from './success-messages.js';
