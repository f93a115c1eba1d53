export { type AuditChange, changedFields, recordAudit } from './record-audit.js';
