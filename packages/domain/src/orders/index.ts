export * from './branch-choice.js';
export * from './delivery-hours.js';
export * from './delivery-tariff.js';
export * from './order-address.js';
export * from './order-notification.js';
export * from './order-slots.js';
export * from './payment-types.js';
export * from './status-machine.js';
