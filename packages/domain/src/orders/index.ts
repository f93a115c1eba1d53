export * from './order-address.js';
export * from './status-machine.js';
