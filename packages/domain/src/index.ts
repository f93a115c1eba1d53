// Public surface of @dastarkhan/domain: pure TypeScript, no I/O, shared by web and api.

export * from './api/index.js';
export * from './branches/index.js';
export * from './catalogue/index.js';
export * from './common/index.js';
export * from './constants.js';
export * from './entities/index.js';
export * from './enums/index.js';
export * from './geo/index.js';
export * from './i18n/index.js';
export * from './menu/index.js';
export * from './menu-admin/index.js';
export * from './menu-files/index.js';
export * from './messages/index.js';
export * from './money/index.js';
export * from './onboarding/index.js';
export * from './orders/index.js';
export * from './pricing/index.js';
export * from './sms/index.js';
export * from './staff/index.js';
export * from './telegram/index.js';
export * from './tenant/index.js';
export * from './venue/index.js';
export * from './web/index.js';
