import { staffAuditExport } from '@venue/contract/endpoints';
import { useStaffDownload } from '../../../lib/staff-query';

/**
 * POST /api/staff/audit/export (ADMIN): the page's filters as a CSV (UTF-8 with a
 * BOM) or XLSX file, actions in Korean words; the export itself is audited.
 */
export function useAuditDownload() {
  return useStaffDownload({ audit: staffAuditExport });
}
