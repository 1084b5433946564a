/**
 * An entry's visit as a calendar event, and the two ways out of it: the iCalendar
 * file (`calendarFile`, made with the `ics` package) and Google Calendar's event form
 * (`googleCalendarUrl`). Pure: the rows and the venue come from calendar.service.ts.
 */
import { createEvent } from 'ics';

export type CalendarStatus = 'CONFIRMED' | 'CANCELLED';

export interface CalendarEvent {
  /** stable per entry: `entry-<idx>@<public host>`, so a second import updates the first */
  uid: string;
  /** the program's plain name */
  title: string;
  start: Date;
  end: Date;
  /** the place in the venue, the venue and its address */
  location: string;
  description: string;
  /** the entry's page in the app */
  url: string;
  status: CalendarStatus;
  /** raised when the instance moves, and once more when the entry is cancelled */
  sequence: number;
}

/** Entry statuses that had a visit to put in a calendar, by program type. */
const CALENDAR_STATUSES: Readonly<Record<string, readonly string[]>> = {
  // Booked, over, missed or cancelled: a cancelled one still answers, as STATUS:CANCELLED.
  RESERVATION: ['CONFIRM', 'APPLY', 'DONE', 'NOSHOW', 'CANCEL'],
  // Won (then over, missed or cancelled). ATTEND (not drawn yet), LOSE and ATTENDCANCEL never.
  APPLICATION: ['WIN', 'DONE', 'NOSHOW', 'CANCEL'],
};

/** Statuses of a visit still to come, for which the app offers the calendar buttons. */
const UPCOMING_STATUSES = ['CONFIRM', 'APPLY', 'WIN'];

/** Whether an entry has a calendar file at all (else its link answers 404). */
export function hasCalendar(programType: string, status: string): boolean {
  return CALENDAR_STATUSES[programType]?.includes(status) ?? false;
}

/** Whether the app offers to add it: a calendar entry not cancelled, attended or missed. */
export function offersCalendar(programType: string, status: string, cancelled: boolean): boolean {
  return hasCalendar(programType, status) && !cancelled && UPCOMING_STATUSES.includes(status);
}

/** The .ics text: one VEVENT in UTC, METHOD:PUBLISH (a download, not a scheduling message). */
export function calendarFile(event: CalendarEvent, productId: string): string {
  const { error, value } = createEvent({
    productId,
    uid: event.uid,
    sequence: event.sequence,
    title: event.title,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: event.location,
    description: event.description,
    url: event.url,
    status: event.status,
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('ics made no calendar');
  return value;
}

/** `20261201T050000Z`: iCalendar's UTC form, which Google's `dates` takes too. */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const GOOGLE_CALENDAR = 'https://calendar.google.com/calendar/render';

/** Google Calendar's new-event form, filled: `action=TEMPLATE&text=…&dates=…/…&details=…&location=…`. */
export function googleCalendarUrl(
  event: Pick<CalendarEvent, 'title' | 'start' | 'end' | 'description' | 'location'>,
): string {
  const fields: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${utcStamp(event.start)}/${utcStamp(event.end)}`],
    ['details', event.description],
    ['location', event.location],
  ];
  // Percent-encoded (a space as %20, not the form encoding's +), as Google's own links are.
  const query = fields.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${GOOGLE_CALENDAR}?${query}`;
}
