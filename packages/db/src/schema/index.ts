export * from './accounts.js';
export * from './audit.js';
export * from './catalogue.js';
export * from './messages.js';
export * from './orders.js';
export * from './payments.js';
export * from './tenants.js';
export * from './venue.js';
