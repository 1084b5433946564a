/**
 * Status and button labels (spec 000 §4, spec 001 §4, §9). Korean is what the visitor sees; the
 * English labels are the ones the spec uses on English-styled badges.
 */
import { toDotDate, toDotDateWeekday } from './dates';
import {
  type ApplicationStatus,
  type EntryProgramType,
  HistoryTypeFilter,
  PeriodType,
  ProgramStatus,
  ProgramType,
  type ReservationStatus,
  ScheduleType,
} from './enums';

export interface Label {
  ko: string;
  en: string;
}

const STATUS_LABELS: Record<ProgramStatus, Label> = {
  PENDING: { ko: '예정', en: 'scheduled' },
  OPEN: { ko: '진행중', en: 'in progress' },
  CLOSED: { ko: '종료', en: 'ended' },
  // Closed by the venue inside its dates: the visitor is told why, in lists and on the
  // detail's button alike.
  CLOSEDADMIN: { ko: '운영 사정으로 마감', en: 'ended' },
};

/** Why an admin-closed program takes no entries: its status label and its detail button. */
export const ADMIN_CLOSED_LABEL = '운영 사정으로 마감';

export const ALWAYS_OPEN_LABEL: Label = { ko: '상시 운영', en: 'always open' };
const UNKNOWN_LABEL: Label = { ko: '-', en: '-' };

function isAlwaysRunning(p: { scheduleType?: string | null; periodType?: string | null }): boolean {
  return p.scheduleType === ScheduleType.ALWAYS && p.periodType === PeriodType.UNLIMIT;
}

/**
 * The program status badge. An always-running unlimited program shows 상시 운영 instead of its
 * status, unless it has ended: an ended program never claims to be open.
 */
export function programStatusLabel(p: {
  status: string;
  scheduleType?: string | null;
  periodType?: string | null;
}): Label {
  const ended = p.status === ProgramStatus.CLOSED || p.status === ProgramStatus.CLOSEDADMIN;
  if (!ended && isAlwaysRunning(p)) return ALWAYS_OPEN_LABEL;
  return STATUS_LABELS[p.status as ProgramStatus] ?? UNKNOWN_LABEL;
}

const RESERVATION_LABELS: Record<ReservationStatus, string> = {
  CONFIRM: '예약완료',
  APPLY: '예약완료',
  CANCEL: '예약취소',
  DONE: '참여완료',
  NOSHOW: '불참',
};

const APPLICATION_LABELS: Record<ApplicationStatus, string> = {
  ATTEND: '응모완료',
  WIN: '당첨',
  LOSE: '미당첨',
  CANCEL: '당첨취소',
  DONE: '참여완료',
  NOSHOW: '당첨불참',
  ATTENDCANCEL: '응모취소',
};

/** Participation label of an entry; '-' for unknown types or statuses. */
export function participationLabel(
  programType: string | null | undefined,
  status: string | null | undefined,
): string {
  if (!status) return '-';
  if (programType === ProgramType.RESERVATION && Object.hasOwn(RESERVATION_LABELS, status)) {
    return RESERVATION_LABELS[status as ReservationStatus];
  }
  if (programType === ProgramType.APPLICATION && Object.hasOwn(APPLICATION_LABELS, status)) {
    return APPLICATION_LABELS[status as ApplicationStatus];
  }
  return '-';
}

// ── History status filter groups (spec 001 §4) ──────────────────────────────

export const HistoryStatusGroup = {
  COMPLETE: 'COMPLETE',
  WIN: 'WIN',
  LOSE: 'LOSE',
  CANCEL: 'CANCEL',
  DONE: 'DONE',
  NOSHOW: 'NOSHOW',
} as const;
export type HistoryStatusGroup = (typeof HistoryStatusGroup)[keyof typeof HistoryStatusGroup];

export interface HistoryStatusGroupDef {
  key: HistoryStatusGroup;
  label: string;
  reservation: readonly ReservationStatus[];
  application: readonly ApplicationStatus[];
}

/**
 * In display order. ATTENDCANCEL (an application withdrawn) is not named by the spec's groups;
 * it is filed under 취소 here, next to CANCEL, so every status belongs to exactly one group.
 */
export const HISTORY_STATUS_GROUPS: readonly HistoryStatusGroupDef[] = [
  { key: 'COMPLETE', label: '완료', reservation: ['CONFIRM', 'APPLY'], application: ['ATTEND'] },
  { key: 'WIN', label: '당첨', reservation: [], application: ['WIN'] },
  { key: 'LOSE', label: '미당첨', reservation: [], application: ['LOSE'] },
  {
    key: 'CANCEL',
    label: '취소',
    reservation: ['CANCEL'],
    application: ['CANCEL', 'ATTENDCANCEL'],
  },
  { key: 'DONE', label: '참여', reservation: ['DONE'], application: ['DONE'] },
  { key: 'NOSHOW', label: '불참', reservation: ['NOSHOW'], application: ['NOSHOW'] },
];

function groupDef(group: HistoryStatusGroup): HistoryStatusGroupDef {
  const def = HISTORY_STATUS_GROUPS.find((g) => g.key === group);
  if (!def) throw new RangeError(`Unknown history group: ${group}`);
  return def;
}

/** Whether a status group can match anything for the chosen type filter (else it is disabled). */
export function isHistoryGroupPossible(
  group: HistoryStatusGroup,
  type: HistoryTypeFilter,
): boolean {
  const def = groupDef(group);
  if (type === HistoryTypeFilter.RESERVATION) return def.reservation.length > 0;
  if (type === HistoryTypeFilter.ENTER) return def.application.length > 0;
  return def.reservation.length > 0 || def.application.length > 0;
}

/** Whether an entry belongs to a status group. */
export function entryInHistoryGroup(
  entry: { programType: string; status: string },
  group: HistoryStatusGroup,
): boolean {
  const def = groupDef(group);
  if (entry.programType === ProgramType.RESERVATION) {
    return (def.reservation as readonly string[]).includes(entry.status);
  }
  if (entry.programType === ProgramType.APPLICATION) {
    return (def.application as readonly string[]).includes(entry.status);
  }
  return false;
}

/** Whether an entry passes the history type filter (all, reservation, enter = applications). */
export function entryMatchesTypeFilter(
  entry: { programType: string },
  type: HistoryTypeFilter,
): boolean {
  if (type === HistoryTypeFilter.RESERVATION) return entry.programType === ProgramType.RESERVATION;
  if (type === HistoryTypeFilter.ENTER) return entry.programType === ProgramType.APPLICATION;
  return true;
}

// ── Program detail main button (spec 001 §4) ────────────────────────────────

export interface MainButtonInput {
  programType: string;
  loggedIn: boolean;
  attendStatus?: string | null;
  attendCnt?: number | null;
  closedYn?: 'Y' | 'N' | null;
  /** The program's status: CLOSEDADMIN names its reason on the button. */
  status?: string | null;
}

export interface MainButtonState {
  label: string;
  disabled: boolean;
  hidden: boolean;
  /** the label is a status the member reads (a no-show), shown as text, never as a button */
  statusOnly: boolean;
}

const BUTTON_LABELS: Record<
  EntryProgramType,
  { start: string; cancel: string; done: string; noshow: string; check: string; closed: string }
> = {
  RESERVATION: {
    start: '예약하기',
    cancel: '예약취소',
    done: '참여완료',
    noshow: '예약불참',
    check: '예약확인',
    closed: '예약마감',
  },
  APPLICATION: {
    start: '응모하기',
    cancel: '당첨취소',
    done: '참여완료',
    noshow: '당첨불참',
    check: '응모확인',
    closed: '응모마감',
  },
};

/**
 * The spec's table, first matching row wins: not logged in, attendStatus CANCEL / DONE / NOSHOW,
 * attendCnt above 0, closed, otherwise — with two corrections: NOSHOW is a status, not a
 * button (statusOnly), and a cancelled reservation (CANCEL of a RESERVATION) reads as no entry. Hidden for DEFAULT programs (and any unknown type);
 * disabled whenever closedYn is Y. A program the venue closed (CLOSEDADMIN) says so
 * (운영 사정으로 마감, disabled) to guests and to members without an entry of their own; a member's
 * own entry rows still win, so they can see what became of it.
 */
export function detailMainButton(input: MainButtonInput): MainButtonState {
  const labels = BUTTON_LABELS[input.programType as EntryProgramType];
  if (!labels) return { label: '', disabled: true, hidden: true, statusOnly: false };
  const adminClosed = input.status === ProgramStatus.CLOSEDADMIN;
  const closed = input.closedYn === 'Y' || adminClosed;
  if (input.loggedIn && input.attendStatus === 'NOSHOW') {
    return { label: labels.noshow, disabled: true, hidden: false, statusOnly: true };
  }
  // A cancelled reservation holds nothing: the member books again while seats remain.
  // A cancelled win stays what became of the member's entry.
  const cancelledWin =
    input.attendStatus === 'CANCEL' && input.programType === ProgramType.APPLICATION;
  const label = (() => {
    if (!input.loggedIn) {
      if (adminClosed) return ADMIN_CLOSED_LABEL;
      return closed ? labels.closed : labels.start;
    }
    if (cancelledWin) return labels.cancel;
    if (input.attendStatus === 'DONE') return labels.done;
    if ((input.attendCnt ?? 0) > 0) return labels.check;
    if (adminClosed) return ADMIN_CLOSED_LABEL;
    if (closed) return labels.closed;
    return labels.start;
  })();
  return { label, disabled: closed, hidden: false, statusOnly: false };
}

// ── Program date display ────────────────────────────────────────────────────

export interface ProgramDates {
  scheduleType: string;
  periodType?: string | null;
  execDate?: string | null;
  minExecDate?: string | null;
  maxExecDate?: string | null;
}

/**
 * How a program's dates read on cards and detail: 상시 운영 for always-running unlimited programs;
 * one yy.mm.dd for single-date programs; 'yy.mm.dd ~ yy.mm.dd' for ranges (one date when both ends
 * are equal); 'yy.mm.dd ~' for an unlimited program that has a start; '' when nothing is known.
 */
export function programDateText(
  p: ProgramDates,
  /** weekday: "26.11.28 (토)", as the detail page shows its dates */
  { weekday = false }: { weekday?: boolean } = {},
): string {
  if (isAlwaysRunning(p)) return ALWAYS_OPEN_LABEL.ko;
  const dot = weekday ? toDotDateWeekday : toDotDate;
  const start = dot(p.minExecDate ?? null);
  const end = dot(p.maxExecDate ?? null);
  if (p.scheduleType === ScheduleType.SINGLE || p.scheduleType === ScheduleType.ONCE) {
    return dot(p.execDate ?? null) || start;
  }
  if (p.periodType === PeriodType.UNLIMIT) return start ? `${start} ~` : '';
  if (start && end) return start === end ? start : `${start} ~ ${end}`;
  return start || end;
}

/**
 * Where something is, "2F · Flex Hall": the floor and the zone, whichever are known. A zone whose
 * name already says its floor keeps the zone alone ("Rooftop · The Rooftop" read twice).
 */
export function placeText(
  floorName: string | null | undefined,
  zoneName: string | null | undefined,
) {
  const floor = floorName?.trim() ?? '';
  const zone = zoneName?.trim() ?? '';
  if (floor !== '' && zone.toLocaleLowerCase('ko').includes(floor.toLocaleLowerCase('ko'))) {
    return zone;
  }
  return [floor, zone].filter((part) => part !== '').join(' · ');
}
