/**
 * Pure program rules shared by the program reads and the reservations feature (which imports
 * this file, not the repositories). No database access here.
 */

/**
 * The detail's closedYn rule (decision 013), shared with POST /api/reserveentry/insert: a program
 * cannot take entries when it is not OPEN, when `now` is outside its entry window, or when it is
 * a dated RESERVATION program without a free seat in any instance from today (`hasOpenSeat`).
 */
export function isProgramClosed(
  program: {
    status: string;
    programType: string;
    scheduleType: string;
    entryStartAt: Date | null;
    entryEndAt: Date | null;
  },
  hasOpenSeat: boolean,
  now: Date,
): boolean {
  const entryWindowOpen =
    (!program.entryStartAt || program.entryStartAt <= now) &&
    (!program.entryEndAt || program.entryEndAt > now);
  const dated = program.scheduleType !== 'ALWAYS';
  return (
    program.status !== 'OPEN' ||
    !entryWindowOpen ||
    (program.programType === 'RESERVATION' && dated && !hasOpenSeat)
  );
}

/** The instant an instance starts: its Seoul date and time (decision 008; Seoul keeps +09:00). */
export function instanceStart(execDate: string, startTime: string): Date {
  return new Date(`${execDate}T${startTime.slice(0, 8).padEnd(8, ':00')}+09:00`);
}
