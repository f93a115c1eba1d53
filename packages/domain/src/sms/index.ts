export * from './sms-segments.js';
export * from './status-sms.js';
