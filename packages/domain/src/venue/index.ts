export * from './venue-feedback-rules.js';
