import type { EntryStatusAction, RosterEntry } from '@venue/contract';

export type RosterAction = { action: EntryStatusAction; label: string; danger?: boolean };

/**
 * The buttons a booking's card offers, from its status — the server's rules of
 * POST /api/staff/entries/status, so a button never leads to a sure refusal: a booking (or a
 * pending or won application) can be cancelled; a booking or a win marked 참여완료, or 불참 once
 * its instance has begun (`begun`; before, nobody has missed it); and either mark
 * corrected into the other.
 */
export function rosterActions(status: string, begun: boolean): RosterAction[] {
  const cancel: RosterAction = { action: 'CANCEL', label: '예약 취소', danger: true };
  const noShow: RosterAction[] = begun ? [{ action: 'NOSHOW', label: '불참' }] : [];
  switch (status) {
    case 'CONFIRM':
    case 'APPLY':
    case 'WIN':
      return [{ action: 'DONE', label: '참여완료' }, ...noShow, cancel];
    case 'ATTEND':
      return [cancel];
    case 'NOSHOW':
      return [{ action: 'DONE', label: '참여완료로 정정' }];
    case 'DONE':
      return noShow.map((a) => ({ ...a, label: '불참으로 정정' }));
    default:
      return [];
  }
}

/** Whether an instance of `execDate` starting at `startTime` (HH:mm, Seoul) has begun at `now`. */
export function instanceBegun(execDate: string, startTime: string, now: Date): boolean {
  return new Date(`${execDate}T${startTime.slice(0, 5)}:00+09:00`) <= now;
}

/** Whose booking it is, as the roster names it: the name as the server masks it. */
export const entryWho = (entry: Pick<RosterEntry, 'name'>) => entry.name ?? '이름 없음';

/** A booking as a dialog names it: `김*늘 · R… · 14:00–15:00 · 2명` (or `지금 2명`). */
export const entryLine = (entry: RosterEntry, people = `${entry.participantCnt}명`) =>
  `${entryWho(entry)} · ${entry.reserveEntryId} · ${entry.execTime} · ${people}`;
