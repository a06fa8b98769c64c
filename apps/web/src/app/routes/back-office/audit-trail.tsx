import { AuditTrail } from '../../../features/back-office-queues/components/audit-trail';

/** /back-office/audit/: the audit trail, searched and exported. */
export function AuditTrailRoute() {
  return <AuditTrail />;
}
