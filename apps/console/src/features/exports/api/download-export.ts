import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@venue/client';
import {
  staffExportCheckIns,
  staffExportEntries,
  staffExportInquiries,
  staffExportSurveyResponses,
} from '@venue/contract/endpoints';
import { api, type DownloadedFile } from '../../../lib/api-client';

/** The four exports of decision 033; each answers a CSV (UTF-8 with a BOM) or XLSX file. */
export const exportCalls = {
  entries: staffExportEntries,
  checkins: staffExportCheckIns,
  surveyResponses: staffExportSurveyResponses,
  inquiries: staffExportInquiries,
} as const;
export type ExportKind = keyof typeof exportCalls;
type ExportInput = CallInput<(typeof exportCalls)[ExportKind]>;

/** Hands a downloaded file to the browser's save (a link clicked in code, then let go). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** POST /api/staff/exports/*: the file, saved; every export is in the audit log. */
export function useExportDownload() {
  return useMutation({
    mutationFn: async ({ kind, body }: { kind: ExportKind; body: object }) => {
      // The form of each kind builds its call's body; the server checks it.
      const file = await api.download(exportCalls[kind], body as ExportInput, {
        timeoutMs: 60_000,
      });
      saveFile(file);
      return file;
    },
  });
}
