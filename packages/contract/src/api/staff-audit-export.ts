/**
 * The audit log as a file: POST /api/staff/audit/export (ADMIN) with the audit
 * page's filters and a format; answers CSV (UTF-8, BOM) or XLSX like the other exports, actions
 * in Korean words, cells a spreadsheet would run as a formula neutralised.
 */
import { z } from 'zod';
import { staffAuditListBody } from './audit';
import { exportFormat } from './staff-admin';

/** At most this many rows, newest first (a larger range says so in its last row). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

export const staffAuditExportBody = z
  .object({ format: exportFormat })
  .extend(staffAuditListBody.unwrap().omit({ page: true }).shape)
  .strict();
export type StaffAuditExportBody = z.input<typeof staffAuditExportBody>;
