export { auditPlugin } from './audit.plugin.js';
export { AuditTrail } from './audit-trail.js';
