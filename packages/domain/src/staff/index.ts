export * from './order-board.js';
export * from './permissions.js';
export * from './reject-reasons.js';
export * from './staff-requests.js';
