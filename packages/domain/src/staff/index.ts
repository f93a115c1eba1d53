export * from './audit.js';
export * from './booking-staff-notice.js';
export * from './operator-settings.js';
export * from './order-board.js';
export * from './permissions.js';
export * from './reject-reasons.js';
export * from './staff-inbox.js';
export * from './staff-requests.js';
