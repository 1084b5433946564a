import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramListItem } from '@venue/contract';
import { programList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * The programs of one zone, for /seongsu/{id}: POST /api/program/list {floorIdx} (every date, every
 * category, spec 001 §7) keeps the zone's floor, and the page keeps the zone's own programs. A
 * failure is silent: the section shows its empty state, the zone page stays whole.
 */
export function getFloorPrograms(floorIdx: number, signal?: AbortSignal) {
  return api.call(programList, { floorIdx }, { signal, alert: false });
}

export function programsOfZone(programs: ProgramListItem[], zoneIdx: number): ProgramListItem[] {
  return programs.filter((program) => program.zoneIdx === zoneIdx);
}

export const floorProgramsQueryOptions = (floorIdx: number) =>
  queryOptions({
    queryKey: ['programs', 'list', { floorIdx }],
    queryFn: ({ signal }) => getFloorPrograms(floorIdx, signal),
  });

export function useZonePrograms(floorIdx: number | null, zoneIdx: number | null) {
  return useQuery({
    ...floorProgramsQueryOptions(floorIdx ?? 0),
    enabled: floorIdx !== null && zoneIdx !== null,
    select: (programs) => programsOfZone(programs, zoneIdx ?? 0),
  });
}
