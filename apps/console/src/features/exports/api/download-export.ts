import {
  staffExportCheckIns,
  staffExportEntries,
  staffExportInquiries,
  staffExportSurveyResponses,
} from '@venue/contract/endpoints';
import { useStaffDownload } from '../../../lib/staff-query';

/** The four exports of decision 033; each answers a CSV (UTF-8 with a BOM) or XLSX file. */
export const exportCalls = {
  entries: staffExportEntries,
  checkins: staffExportCheckIns,
  surveyResponses: staffExportSurveyResponses,
  inquiries: staffExportInquiries,
} as const;
export type ExportKind = keyof typeof exportCalls;

/** POST /api/staff/exports/*: the file, saved; every export is in the audit log. */
export function useExportDownload() {
  return useStaffDownload(exportCalls);
}
