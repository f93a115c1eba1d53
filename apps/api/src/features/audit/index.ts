export { registerAuditRoutes } from './audit-routes.js';
export { type AuditChange, changedFields, recordAudit } from './record-audit.js';
