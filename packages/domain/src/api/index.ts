export * from './catalogue-requests.js';
export * from './request-primitives.js';
