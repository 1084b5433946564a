/**
 * What a duplicated program's dates become (POST /api/staff/programs/duplicate; decision 068).
 * The source's live 회차 move as a block: every one by the same number of days, so the earliest
 * falls on the first date the operator chose and the gaps between them stay; times and
 * capacities are kept. Moved days the venue is closed on are skipped and listed, as a series
 * skips them. The program's own instants (entry window, a draw's announcement) and its period
 * move by the same days. Pure: the caller reads the source and writes the copy.
 */
import {
  addDays,
  type ClosedDaysRule,
  diffDays,
  isClosedOn,
  type StaffProgram,
  type Ymd,
} from '@venue/contract';

const DAY_MS = 86_400_000;

export interface InstanceSlot {
  execDate: Ymd;
  /** HH:MM */
  startTime: string;
  endTime: string;
  capacity: number | null;
}

/** A copy's name: "{원래 이름} (복사본)", within the editor's 200 characters. */
export function copyName(name: string): string {
  const suffix = ' (복사본)';
  return `${name.slice(0, 200 - suffix.length)}${suffix}`;
}

/**
 * The day the block is anchored on: the earliest live 회차, else (an always-open program) the
 * start of its period; a program with neither has no dates to move.
 */
export function anchorDay(
  program: Pick<StaffProgram, 'minExecDate'>,
  slots: InstanceSlot[],
): Ymd | null {
  return slots[0]?.execDate ?? program.minExecDate ?? null;
}

export interface DuplicatePlan {
  dayOffset: number;
  slots: InstanceSlot[];
  closedDays: Ymd[];
  /** the program's dated fields, moved */
  dates: Pick<
    StaffProgram,
    'minExecDate' | 'maxExecDate' | 'entryStartAt' | 'entryEndAt' | 'winnerAnnouncementDate'
  >;
}

export function planDuplicate(
  program: Pick<
    StaffProgram,
    'minExecDate' | 'maxExecDate' | 'entryStartAt' | 'entryEndAt' | 'winnerAnnouncementDate'
  >,
  slots: InstanceSlot[],
  firstDate: Ymd,
  rule: ClosedDaysRule,
): DuplicatePlan {
  const anchor = anchorDay(program, slots);
  const dayOffset = anchor ? diffDays(anchor, firstDate) : 0;
  const moveDay = (day: Ymd | null) => (day ? addDays(day, dayOffset) : null);
  // Seoul keeps no daylight saving time, so a day is always 24 hours there.
  const moveInstant = (iso: string | null) =>
    iso ? new Date(Date.parse(iso) + dayOffset * DAY_MS).toISOString() : null;
  const moved: InstanceSlot[] = [];
  const closedDays = new Set<Ymd>();
  for (const slot of slots) {
    const execDate = addDays(slot.execDate, dayOffset);
    if (isClosedOn(rule, execDate)) {
      closedDays.add(execDate);
      continue;
    }
    moved.push({ ...slot, execDate });
  }
  return {
    dayOffset,
    slots: moved,
    closedDays: [...closedDays].sort(),
    dates: {
      minExecDate: moveDay(program.minExecDate),
      maxExecDate: moveDay(program.maxExecDate),
      entryStartAt: moveInstant(program.entryStartAt),
      entryEndAt: moveInstant(program.entryEndAt),
      winnerAnnouncementDate: moveInstant(program.winnerAnnouncementDate),
    },
  };
}
