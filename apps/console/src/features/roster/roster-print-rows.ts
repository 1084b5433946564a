import type { RosterEntry, StaffRoster } from '@venue/contract';
import { type SessionGroup, sessionGroups } from './roster-sessions';

/** Statuses that do not come to the door: a printed list leaves them out and says how many. */
const NOT_COMING = new Set(['CANCEL', 'NOSHOW', 'LOSE', 'ATTENDCANCEL']);

export type PrintSession = SessionGroup & { left: number; people: number };

/**
 * The printable roster's pages: one per session (the chosen one, or each of the
 * day's), its entries in booking-number order without cancelled and no-show ones, with how many
 * were left out and how many people are expected.
 */
export function printSessions(roster: StaffRoster, chosen: number | undefined): PrintSession[] {
  return sessionGroups(roster, chosen, false).map((group) => {
    const coming = group.entries.filter((entry) => !NOT_COMING.has(entry.status));
    return {
      session: group.session,
      entries: [...coming].sort(byBookingNumber),
      left: group.entries.length - coming.length,
      people: coming.reduce((sum, entry) => sum + entry.participantCnt, 0),
    };
  });
}

const byBookingNumber = (a: RosterEntry, b: RosterEntry) =>
  a.reserveEntryId.localeCompare(b.reserveEntryId);
