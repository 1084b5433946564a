/**
 * The home greeting (spec 000 §4 "Greeting states", §9 "Greeting windows"): a pure function of
 * the user state, the visit count, qrAuthYn, the member's entries (getMainTitleInfo
 * reserveEntryList) and the current instant. Randomness is the caller's: `variant` picks one of
 * the two messages every state has, so a fixed clock and a fixed variant give one answer.
 *
 * Decisions (spec 000 §4 names the branches, not their order or edges):
 * - Overrides apply to every member with a jwt, loggedIn and checkedIn alike ("logged-in users
 *   with programs"); guests never get one.
 * - Days are Seoul calendar days (decision 008): an entry's execDate against today, and the
 *   Seoul day of winnerAnnouncementDate against today.
 * - Which entries greet. Reservations CONFIRM or APPLY (reservation complete) and applications
 *   WIN count for the execDate branches. Applications ATTEND count for the announcement
 *   branches, and so does WIN on announcement day once the time has passed (the result is out).
 *   Cancelled, done, no-show and lost entries (CANCEL, ATTENDCANCEL, DONE, NOSHOW, LOSE) never
 *   greet, nor does any entry without a readable date.
 * - Missed window: the day after execDate only. Entries carry a day but no instance time, so on
 *   the day itself we cannot know the instance has begun and the D-Day greeting stands; a
 *   reservation still CONFIRM/APPLY the next day was never scanned at the door. Older misses
 *   are let go: one nudge is kind, a week of them is not. Won applications are not chased (the
 *   spec names reservations only).
 * - Priority, first wins (GREETING_PRIORITY): D-Day, tomorrow, result arrived, announcing today,
 *   missed, reminder 2–7 days, announcement 1–3 days. Today's program outranks everything;
 *   what the member can still act on outranks what is past; within the announcement day the
 *   result outranks the countdown; the wider windows come last because they repeat for days.
 * - Tie-break within a branch: the nearest first (fewest days away; for announcements the
 *   instant closest to now), then the order of the list as the server sent it.
 * - Open offers come before all of these: a waiting list's 예약 제안 (POST
 *   /api/waitlist/list, state OFFERED) or a draw's 당첨 기회 (an entry's drawOffer OFFERED) holds
 *   something for the member only until its deadline, so the greeting says so, with the deadline,
 *   and the hero links to it. Of several, the one whose deadline comes first; on the same
 *   deadline the order given (`greetingOffersFrom` lists the waiting list's first). An offer
 *   whose deadline has passed (or has none) never greets.
 */
import { QR_NAME_FALLBACK } from './constants';
import { diffDays, parseYmd, seoulParts, seoulToday, toYmd, weekdayLabel, type Ymd } from './dates';
import { ApplicationStatus, ProgramType, ReservationStatus, UserState } from './enums';

import {
  GREETING_MESSAGES,
  type GreetingOfferState,
  type GreetingOverrideState,
  GreetingState,
} from './greeting-messages';
import type { GreetingParams, GreetingVariant } from './greeting-states';

// ── Windows (spec 000 §9: 2–7 days, 1, 0; announcement 1–3 days) ────────────

/** Reminder with the date: the program is this many days ahead, both ends included. */
export const GREETING_REMINDER_MIN_DAYS = 2;
export const GREETING_REMINDER_MAX_DAYS = 7;
/** 'Finally tomorrow'. */
export const GREETING_TOMORROW_DAYS = 1;
/** D-Day, naming floor and zone. */
export const GREETING_D_DAY_DAYS = 0;
/** 'Where were you': this many days after execDate (the day after only; see above). */
export const GREETING_MISSED_DAYS_AFTER = 1;
/** Announcement date notice: the announcement is this many days ahead, both ends included. */
export const GREETING_ANNOUNCEMENT_MIN_DAYS = 1;
export const GREETING_ANNOUNCEMENT_MAX_DAYS = 3;
/** Every state has exactly this many messages; `variant` picks one. */
export const GREETING_MESSAGES_PER_STATE = 2;

/** The overrides, highest priority first. */
export const GREETING_PRIORITY: readonly GreetingOverrideState[] = [
  GreetingState.PROGRAM_D_DAY,
  GreetingState.PROGRAM_TOMORROW,
  GreetingState.ANNOUNCEMENT_RESULT,
  GreetingState.ANNOUNCEMENT_TODAY,
  GreetingState.RESERVATION_MISSED,
  GreetingState.PROGRAM_REMINDER,
  GreetingState.ANNOUNCEMENT_SOON,
];

// ── Input and output ────────────────────────────────────────────────────────

/** An entry as getMainTitleInfo returns it (MainTitleEntry); only what the greeting reads. */
export interface GreetingEntry {
  /** RESERVATION or APPLICATION; anything else never greets */
  programType: string;
  status: string;
  floorName?: string | null;
  zoneName?: string | null;
  /** YYYY-MM-DD, a Seoul day */
  execDate?: string | null;
  /** ISO 8601 instant with an offset (applications) */
  winnerAnnouncementDate?: string | null;
}

/** A place of POST /api/waitlist/list (WaitlistItem); only what the greeting reads. */
export interface GreetingWaitlistPlace {
  waitlistIdx: number;
  programName: string;
  /** WAITING, OFFERED, …; only OFFERED greets */
  state: string;
  /** ISO 8601 instant: until when the offer holds the seats */
  offerDeadline?: string | null;
}

/** An entry of GET /api/reserveentry/list (ReserveEntryListItem); only what the greeting reads. */
export interface GreetingDrawOfferEntry {
  reserveEntryIdx: number;
  programName: string;
  /** a cancelled win offered to this entry; only OFFERED greets */
  drawOffer?: { state: string; deadline?: string | null } | null;
}

/** An offer the member may still take: where it is and until when. */
export interface GreetingOffer {
  /** a waiting list's 예약 제안 (`id` is the waitlistIdx) or a draw's 당첨 기회 (reserveEntryIdx) */
  kind: 'waitlist' | 'draw';
  id: number;
  /** as text: the caller strips the name's markup (line breaks) before greeting */
  programName: string;
  /** ISO 8601 instant */
  deadline: string;
}

export interface GreetingInput {
  userState: UserState;
  userName?: string | null;
  visitCnt?: number | null;
  qrAuthYn?: 'Y' | 'N' | null;
  entries?: readonly GreetingEntry[] | null;
  /** the member's offers (`greetingOffersFrom`); the first open one outranks every entry */
  offers?: readonly GreetingOffer[] | null;
  now: Date;
  variant: GreetingVariant;
  /** the venue's name from its settings */
  venueName: string;
  /** the venue's floors (the guest greeting counts them); 0 or absent: not said */
  floorCount?: number;
}

export interface Greeting {
  state: GreetingState;
  message: string;
  /** the offer the greeting speaks of (the offer states only) */
  offer?: GreetingOffer;
}

// ── Formatting ──────────────────────────────────────────────────────────────

/** '11월 28일(토)' for a Seoul day. */
export function greetingDateText(ymd: Ymd): string {
  return `${Number(ymd.slice(5, 7))}월 ${Number(ymd.slice(8, 10))}일(${weekdayLabel(ymd)})`;
}

/** 'HH시 mm분' of an instant in Seoul, e.g. '09시 05분', '14시 00분'. */
export function greetingTimeText(instant: Date): string {
  const { hour, minute } = seoulParts(instant);
  return `${String(hour).padStart(2, '0')}시 ${String(minute).padStart(2, '0')}분`;
}

/**
 * '12월 3일 (목) 18:00': an offer's deadline in Seoul, written as the waiting list's and the
 * history's pages write it, so the greeting and the page it links to say the same time.
 */
export function greetingDeadlineText(instant: Date): string {
  const { month, day, hour, minute } = seoulParts(instant);
  const ymd = toYmd(instant);
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return `${month}월 ${day}일 (${weekdayLabel(ymd)}) ${time}`;
}

/** '2F Flex Hall'; the zone or the floor alone when the other is missing; else `venue`. */
export function greetingPlaceText(
  entry: Pick<GreetingEntry, 'floorName' | 'zoneName'>,
  venue: string,
): string {
  const place = [entry.floorName, entry.zoneName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return place || venue;
}

function displayName(userName: string | null | undefined): string {
  return userName?.trim() || QR_NAME_FALLBACK;
}

// ── Choosing the branch ─────────────────────────────────────────────────────

interface Candidate {
  state: GreetingOverrideState;
  /** nearness within the branch: days for execDate branches, ms for announcements */
  distance: number;
  index: number;
  params: Omit<GreetingParams, 'name' | 'venue' | 'floors' | 'program' | 'deadline'>;
}

function isBookedReservation(entry: GreetingEntry): boolean {
  return (
    entry.programType === ProgramType.RESERVATION &&
    (entry.status === ReservationStatus.CONFIRM || entry.status === ReservationStatus.APPLY)
  );
}

function isApplication(entry: GreetingEntry, status: ApplicationStatus): boolean {
  return entry.programType === ProgramType.APPLICATION && entry.status === status;
}

function readInstant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The execDate branch an entry falls in, if any. */
function execDateCandidate(entry: GreetingEntry, index: number, today: Ymd): Candidate | undefined {
  const booked = isBookedReservation(entry);
  if (!booked && !isApplication(entry, ApplicationStatus.WIN)) return undefined;
  const execDate = parseYmd(entry.execDate);
  if (execDate === null) return undefined;
  const days = diffDays(today, execDate);
  const params = {
    date: greetingDateText(execDate),
    days,
    place: greetingPlaceText(entry, ''),
    time: '',
  };
  const at = (state: GreetingOverrideState) => ({
    state,
    distance: Math.abs(days),
    index,
    params,
  });
  if (days === GREETING_D_DAY_DAYS) return at(GreetingState.PROGRAM_D_DAY);
  if (days === GREETING_TOMORROW_DAYS) return at(GreetingState.PROGRAM_TOMORROW);
  if (days >= GREETING_REMINDER_MIN_DAYS && days <= GREETING_REMINDER_MAX_DAYS) {
    return at(GreetingState.PROGRAM_REMINDER);
  }
  if (booked && days === -GREETING_MISSED_DAYS_AFTER) return at(GreetingState.RESERVATION_MISSED);
  return undefined;
}

/** The announcement branch an application falls in, if any. */
function announcementCandidate(
  entry: GreetingEntry,
  index: number,
  now: Date,
  today: Ymd,
): Candidate | undefined {
  const attending = isApplication(entry, ApplicationStatus.ATTEND);
  if (!attending && !isApplication(entry, ApplicationStatus.WIN)) return undefined;
  const announcement = readInstant(entry.winnerAnnouncementDate);
  if (announcement === null) return undefined;
  const day = toYmd(announcement);
  const days = diffDays(today, day);
  const params = {
    date: greetingDateText(day),
    days,
    place: greetingPlaceText(entry, ''),
    time: greetingTimeText(announcement),
  };
  const at = (state: GreetingOverrideState) => ({
    state,
    distance: Math.abs(announcement.getTime() - now.getTime()),
    index,
    params,
  });
  if (days === 0) {
    // The announcement minute itself counts as announced.
    if (now.getTime() >= announcement.getTime()) return at(GreetingState.ANNOUNCEMENT_RESULT);
    // A WIN before the announced time is not revealed early.
    return attending ? at(GreetingState.ANNOUNCEMENT_TODAY) : undefined;
  }
  if (
    attending &&
    days >= GREETING_ANNOUNCEMENT_MIN_DAYS &&
    days <= GREETING_ANNOUNCEMENT_MAX_DAYS
  ) {
    return at(GreetingState.ANNOUNCEMENT_SOON);
  }
  return undefined;
}

/**
 * The offers among the member's waiting-list places and entries, the waiting list's first, each
 * in the order given: OFFERED places and entries whose drawOffer is OFFERED, with a deadline.
 * Whether the deadline is still ahead is `greetingFor`'s question (it knows the clock).
 */
export function greetingOffersFrom(
  waitlist: readonly GreetingWaitlistPlace[] | null | undefined,
  entries: readonly GreetingDrawOfferEntry[] | null | undefined,
): GreetingOffer[] {
  const offers: GreetingOffer[] = [];
  for (const place of waitlist ?? []) {
    if (place.state === 'OFFERED' && place.offerDeadline) {
      offers.push({
        kind: 'waitlist',
        id: place.waitlistIdx,
        programName: place.programName,
        deadline: place.offerDeadline,
      });
    }
  }
  for (const entry of entries ?? []) {
    if (entry.drawOffer?.state === 'OFFERED' && entry.drawOffer.deadline) {
      offers.push({
        kind: 'draw',
        id: entry.reserveEntryIdx,
        programName: entry.programName,
        deadline: entry.drawOffer.deadline,
      });
    }
  }
  return offers;
}

/** The open offer that speaks: the deadline first to come, then the order given. */
function offerFor(
  offers: readonly GreetingOffer[],
  now: Date,
): { offer: GreetingOffer; deadline: Date } | undefined {
  let best: { offer: GreetingOffer; deadline: Date } | undefined;
  for (const offer of offers) {
    const deadline = readInstant(offer.deadline);
    if (deadline === null || deadline.getTime() <= now.getTime()) continue;
    if (!best || deadline.getTime() < best.deadline.getTime()) best = { offer, deadline };
  }
  return best;
}

function rank(state: GreetingOverrideState): number {
  return GREETING_PRIORITY.indexOf(state);
}

function overrideFor(entries: readonly GreetingEntry[], now: Date): Candidate | undefined {
  const today = seoulToday(now);
  const candidates: Candidate[] = [];
  entries.forEach((entry, index) => {
    for (const candidate of [
      execDateCandidate(entry, index, today),
      announcementCandidate(entry, index, now, today),
    ]) {
      if (candidate) candidates.push(candidate);
    }
  });
  candidates.sort(
    (a, b) => rank(a.state) - rank(b.state) || a.distance - b.distance || a.index - b.index,
  );
  return candidates[0];
}

function baseState(input: GreetingInput): GreetingState {
  if (input.userState === UserState.NOT_LOGGED_IN) return GreetingState.GUEST;
  const visits = Math.max(0, Math.trunc(input.visitCnt ?? 0));
  // checkedIn comes from the check-in flag or qrAuthYn Y (userStateOf); either counts here.
  if (input.userState === UserState.CHECKED_IN || input.qrAuthYn === 'Y') {
    return visits <= 1 ? GreetingState.CHECKED_IN_FIRST : GreetingState.CHECKED_IN_REPEAT;
  }
  if (visits === 0) return GreetingState.LOGGED_IN_NO_CHECK_IN;
  if (visits === 1) return GreetingState.LOGGED_IN_CHECKED_BEFORE_FIRST_VISIT;
  return GreetingState.LOGGED_IN_CHECKED_BEFORE;
}

/** The home greeting: which branch applies now, and its message in the chosen variant. */
export function greetingFor(input: GreetingInput): Greeting {
  const name = displayName(input.userName);
  const venue = input.venueName;
  const floors = input.floorCount ?? 0;
  const variant = input.variant === 1 ? 1 : 0;
  const guest = input.userState === UserState.NOT_LOGGED_IN;
  const open = guest ? undefined : offerFor(input.offers ?? [], input.now);
  if (open) {
    const state: GreetingOfferState =
      open.offer.kind === 'waitlist' ? GreetingState.WAITLIST_OFFER : GreetingState.DRAW_OFFER;
    const message = GREETING_MESSAGES[state][variant]({
      name,
      venue,
      floors,
      date: greetingDateText(toYmd(open.deadline)),
      days: diffDays(seoulToday(input.now), toYmd(open.deadline)),
      place: venue,
      time: greetingTimeText(open.deadline),
      program: open.offer.programName.trim() || '프로그램',
      deadline: greetingDeadlineText(open.deadline),
    });
    return { state, message, offer: open.offer };
  }
  const override = guest ? undefined : overrideFor(input.entries ?? [], input.now);
  const state = override?.state ?? baseState(input);
  const params: GreetingParams = override
    ? { name, venue, floors, ...override.params, place: override.params.place || venue }
    : { name, venue, floors, date: '', days: 0, place: venue, time: '' };
  return { state, message: GREETING_MESSAGES[state][variant](params) };
}
