/**
 * What the programs feature offers other features (features/README.md): the staff console's
 * preview (decision 026) is the guest's program detail and its sub-lists, built by the same
 * reads the visitor calls use, drafts included.
 */
import {
  type ProgramButton,
  type ProgramOption,
  type StaffProgramPreview,
  seoulToday,
} from '@venue/contract';
import type { Database, Transaction } from '../../../db/types';
import {
  listLinkedPrograms,
  listProgramButtons,
  listProgramOptions,
  PREV_PROGRAM_LIMIT,
} from './program-extras.repository';
import { findProgramDetail } from './programs.repository';

/** A guest's view of the program at `now`, whether published or not; null when unknown. */
export async function previewProgram(
  db: Database,
  programIdx: number,
  now: Date,
): Promise<StaffProgramPreview | null> {
  const today = seoulToday(now);
  const detail = await findProgramDetail(db, programIdx, today, now, null, { includeHidden: true });
  if (!detail) return null;
  return {
    detail,
    ...(await programOptionsAndButtons(db, programIdx)),
    relatedList: await listLinkedPrograms(db, programIdx, 'RELATED', today),
    prevList: await listLinkedPrograms(db, programIdx, 'PREV', today, PREV_PROGRAM_LIMIT),
  };
}

/** The detail's option table and shortcut buttons as visitors get them, drafts too. */
export async function programOptionsAndButtons(
  db: Database | Transaction,
  programIdx: number,
): Promise<{ optionList: ProgramOption[]; buttonList: ProgramButton[] }> {
  return {
    optionList: await listProgramOptions(db, programIdx),
    buttonList: await listProgramButtons(db, programIdx),
  };
}
