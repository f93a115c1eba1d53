export * from './booking-notification.js';
export * from './booking-rules.js';
