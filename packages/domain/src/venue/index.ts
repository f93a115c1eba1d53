export * from './booking-notification.js';
export * from './booking-rules.js';
export * from './venue-feedback-rules.js';
