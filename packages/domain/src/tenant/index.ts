export * from './resolve-tenant.js';
