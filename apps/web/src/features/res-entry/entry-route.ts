import type { EntryProgramType } from '@venue/contract';
import { parsePositiveId } from '../../lib/parse-id';

/**
 * The params of /res-entry/detail/{type}/{id} and /res-entry/detail/{id} (spec 001 §2: id
 * numeric, type lower-cased and optional). The type is the program type in lower case
 * (`reservation`, `application`). Null for anything malformed, which is the app's 404.
 */
export function parseEntryRoute(params: {
  reserveEntryIdx?: string | undefined;
  programType?: string | undefined;
}): { reserveEntryIdx: number; programType: EntryProgramType | undefined } | null {
  const reserveEntryIdx = parsePositiveId(params.reserveEntryIdx);
  if (reserveEntryIdx === null) return null;
  if (params.programType === undefined) return { reserveEntryIdx, programType: undefined };
  const type = params.programType.toLowerCase();
  if (type === 'reservation') return { reserveEntryIdx, programType: 'RESERVATION' };
  if (type === 'application') return { reserveEntryIdx, programType: 'APPLICATION' };
  return null;
}
