import { AuditLog } from '../../features/audit/components/audit-log';

/** /staff/audit: the operators' audit log, ADMIN only (decision 029). */
export function Component() {
  return <AuditLog />;
}
