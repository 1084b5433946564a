import { useQuery } from '@tanstack/react-query';
import type { staffExportProgramsResponse, staffExportSessionsResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

/** POST /api/staff/exports/programs (any operator): every program by name, latest sessions first. */
export function useExportPrograms() {
  return useQuery({
    queryKey: ['exports', 'programs'],
    queryFn: ({ signal }) =>
      api.post<typeof staffExportProgramsResponse>('/api/staff/exports/programs', { signal }),
  });
}

/** POST /api/staff/exports/sessions: the program's sessions, the latest day first. */
export function useExportSessions(programIdx: number | undefined) {
  return useQuery({
    queryKey: ['exports', 'sessions', programIdx],
    queryFn: ({ signal }) =>
      api.post<typeof staffExportSessionsResponse>('/api/staff/exports/sessions', {
        body: { programIdx },
        signal,
      }),
    enabled: programIdx !== undefined,
  });
}
