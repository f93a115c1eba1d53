export * from './account-requests.js';
export * from './catalogue-requests.js';
export * from './content-requests.js';
export * from './order-requests.js';
export * from './payment-requests.js';
export * from './request-primitives.js';
export * from './venue-feedback-requests.js';
export * from './venue-requests.js';
