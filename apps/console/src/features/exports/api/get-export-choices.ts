import { useQuery } from '@tanstack/react-query';
import { staffExportPrograms, staffExportSessions } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** POST /api/staff/exports/programs (any operator): every program by name, latest sessions first. */
export function useExportPrograms() {
  return useQuery({
    queryKey: ['exports', 'programs'],
    queryFn: ({ signal }) => api.call(staffExportPrograms, {}, { signal }),
  });
}

/** POST /api/staff/exports/sessions: the program's sessions, the latest day first. */
export function useExportSessions(programIdx: number | undefined) {
  return useQuery({
    queryKey: ['exports', 'sessions', programIdx],
    queryFn: ({ signal }) =>
      api.call(staffExportSessions, { programIdx: programIdx ?? 0 }, { signal }),
    enabled: programIdx !== undefined,
  });
}
