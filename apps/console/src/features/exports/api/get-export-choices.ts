import { staffExportInstances, staffExportPrograms } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

/** POST /api/staff/exports/programs (any operator): every program by name, latest instances first. */
export function useExportPrograms() {
  return useStaffRead(['exports', 'programs'], staffExportPrograms);
}

/** POST /api/staff/exports/instances: the program's instances, the latest day first. */
export function useExportInstances(programIdx: number | undefined) {
  return useStaffRead(
    ['exports', 'instances'],
    staffExportInstances,
    { programIdx: programIdx ?? 0 },
    { enabled: programIdx !== undefined },
  );
}
