import { staffStatsExport } from '@venue/contract/endpoints';
import { useStaffDownload } from '../../../lib/staff-query';

/** POST /api/staff/stats/export: the stats table as CSV (UTF-8 with a BOM) or XLSX; audited. */
export function useStatsDownload() {
  return useStaffDownload({ stats: staffStatsExport });
}
