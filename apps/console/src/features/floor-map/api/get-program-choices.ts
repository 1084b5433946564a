import { staffProgramList } from '@venue/contract/endpoints';
import { useStaffReadAll } from '../../../lib/staff-query';

type ProgramRow = { programIdx: number; programName: string; floorName: string | null };

/** A select's rows: each program's id, its name as plain text, and its floor. */
export const getProgramChoices = (programs: ProgramRow[]) =>
  programs.map(({ programIdx, programName, floorName }) => ({
    programIdx,
    programName: programName
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    floorName,
  }));

/**
 * Every program, for a select that links one (a hotspot's or a tour stop's target): the pages
 * of POST /api/staff/programs/list (EDITOR) read one after another, as id and name.
 */
export function useProgramChoices() {
  return useStaffReadAll(['staff', 'programs', 'choices'], staffProgramList, {
    select: getProgramChoices,
  });
}
