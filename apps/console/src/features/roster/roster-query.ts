import type { StaffRosterBody } from '@venue/contract';
import { parseYmd } from '@venue/contract/domain';

/**
 * The roster's filters live in the address (`?program=12&date=2026-11-26&instance=70&q=하늘`), so
 * a door phone can be handed a link and the back button works. Answers the call's body, or null
 * until a program is chosen. Without a day the server opens the program's instance day nearest
 * today (a draw's roster shows its entries, not an empty today).
 */
export function rosterBodyOf(params: URLSearchParams): StaffRosterBody | null {
  const programIdx = positive(params.get('program'));
  if (programIdx === null) return null;
  const instance = positive(params.get('instance'));
  const search = params.get('q')?.trim() ?? '';
  const execDate = parseYmd(params.get('date'));
  return {
    programIdx,
    ...(execDate === null ? {} : { execDate }),
    ...(instance === null ? {} : { programInstanceIdx: instance }),
    ...(search ? { search: search.slice(0, 40) } : {}),
  };
}

function positive(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/**
 * The roster's program, day and session as an address's filters, the search left out: the printable
 * roster's (which prints the whole list) and its way back.
 */
export function printFilters(body: StaffRosterBody): {
  program: number;
  date?: string;
  instance?: number;
} {
  return {
    program: body.programIdx,
    ...(body.execDate ? { date: body.execDate } : {}),
    ...(body.programInstanceIdx ? { instance: body.programInstanceIdx } : {}),
  };
}
