import { staffExportPrograms, staffExportSessions } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

/** POST /api/staff/exports/programs (any operator): every program by name, latest sessions first. */
export function useExportPrograms() {
  return useStaffRead(['exports', 'programs'], staffExportPrograms);
}

/** POST /api/staff/exports/sessions: the program's sessions, the latest day first. */
export function useExportSessions(programIdx: number | undefined) {
  return useStaffRead(
    ['exports', 'sessions'],
    staffExportSessions,
    { programIdx: programIdx ?? 0 },
    { enabled: programIdx !== undefined },
  );
}
