export * from './menu-admin-answers.js';
export * from './menu-admin-limits.js';
export * from './menu-admin-requests.js';
export * from './missing-languages.js';
