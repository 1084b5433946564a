import type { RosterEntry, RosterInstance, StaffRoster } from '@venue/contract';

export type SessionGroup = {
  /** null: entries whose session is not among the day's (none is expected) */
  session: RosterInstance | null;
  entries: RosterEntry[];
};

/**
 * The roster's entries by session, in the day's order of sessions, so each session's waiting
 * list sits under its own bookings (decision 063): the chosen session alone, or every session of
 * the day. While searching, only the sessions with an entry found are shown.
 */
export function sessionGroups(
  roster: Pick<StaffRoster, 'instances' | 'entries'>,
  chosen: number | undefined,
  searching: boolean,
): SessionGroup[] {
  const sessions = chosen
    ? roster.instances.filter((s) => s.programInstanceIdx === chosen)
    : roster.instances;
  const shown = new Set(sessions.map((s) => s.programInstanceIdx));
  const groups: SessionGroup[] = sessions.map((session) => ({
    session,
    entries: roster.entries.filter((e) => e.programInstanceIdx === session.programInstanceIdx),
  }));
  const elsewhere = roster.entries.filter(
    (e) => e.programInstanceIdx === null || !shown.has(e.programInstanceIdx),
  );
  if (elsewhere.length > 0) groups.push({ session: null, entries: elsewhere });
  return searching ? groups.filter((group) => group.entries.length > 0) : groups;
}

/** A session's booked seats against its capacity: `2/10석`, or `2석` without a capacity. */
export const bookedSeats = (s: Pick<RosterInstance, 'reservedCount' | 'capacity'>) =>
  `${s.reservedCount}${s.capacity === null ? '' : `/${s.capacity}`}석`;
