/**
 * Add to calendar. An entry's calendar link is `signLink(secret, 'calendar', idx,
 * null)` (lib/signed-links.ts; the notifier puts the same token in the 알림톡's #{캘린더}), so it
 * opens without a login and never expires; what it answers is read fresh each time, so a moved
 * instance or a cancel reaches a calendar that fetches it again.
 *
 * - `calendarDownload(app, token, now)`: the .ics of GET /api/calendar/{token}.ics, or 404;
 * - `entryCalendarLinks(app, reserveEntryIdx)`: the detail's `{ icsUrl, googleUrl }` (the
 *   reservations feature calls it), or null when the app offers none.
 */
import { apiCalls, type EntryCalendarLinks, placeText } from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { signLink, verifyLink } from '../../../lib/signed-links';
import { plainProgramName } from '../../content/surveys/surveys.service';
import { venueSettings } from '../../venue/cms-venue/venue-settings';
import { instanceStart } from '../programs/programs.rules';
import { type CalendarEntryRow, findCalendarEntry } from './calendar.repository';
import {
  type CalendarEvent,
  calendarFile,
  googleCalendarUrl,
  hasCalendar,
  offersCalendar,
} from './calendar-event';

const DAY_MS = 86_400_000;

export const calendarNotFound = () => new AppError(404, 'CALENDAR_NOT_FOUND');

/** The venue as a calendar names it: its name and its address, both '' before any settings. */
export interface CalendarVenue {
  venueName: string;
  address: string;
}

/** The event of an entry row, or null when the entry has no calendar (no win, no instance). */
export function calendarEventOf(
  row: CalendarEntryRow,
  venue: CalendarVenue,
  publicOrigin: string,
): CalendarEvent | null {
  if (!hasCalendar(row.programType, row.status)) return null;
  if (row.execDate === null || row.startTime === null || row.endTime === null) return null;
  const start = instanceStart(row.execDate, row.startTime);
  const sameDayEnd = instanceStart(row.execDate, row.endTime);
  // An instance that ends after midnight ends the next day.
  const end = sameDayEnd > start ? sameDayEnd : new Date(sameDayEnd.getTime() + DAY_MS);
  const cancelled = isCancelled(row);
  const reservation = row.programType === 'RESERVATION';
  const word = reservation ? '예약' : '당첨';
  const url = `${publicOrigin}/res-entry/detail/${row.programType.toLowerCase()}/${row.reserveEntryIdx}`;
  const description = [
    cancelled
      ? `취소된 ${word}이에요.`
      : `${venue.venueName ? `${venue.venueName} ` : ''}방문하시는 날 앱의 MY QR을 입구에서 보여 주세요.`,
    `${reservation ? '예약' : '응모'} 확인: ${url}`,
  ].join('\n');
  return {
    uid: `entry-${row.reserveEntryIdx}@${new URL(publicOrigin).hostname}`,
    title: plainProgramName(row.programName) || venue.venueName || word,
    start,
    end,
    location: [placeText(row.floorName, row.zoneName), venue.venueName, venue.address]
      .filter((part) => part !== '')
      .join(', '),
    description,
    url,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    // A cancel is a change a calendar must take over the copy it has, like a move.
    sequence: (row.scheduleVersion ?? 0) + (cancelled ? 1 : 0),
  };
}

function isCancelled(row: CalendarEntryRow): boolean {
  return row.status === 'CANCEL' || row.instanceCancelledAt !== null;
}

async function calendarVenue(app: FastifyInstance): Promise<CalendarVenue> {
  const settings = await venueSettings(app);
  return {
    venueName: settings?.venueName ?? '',
    address: [settings?.roadAddress ?? '', settings?.addressDetail ?? '']
      .filter((part) => part !== '')
      .join(' '),
  };
}

/** The entry's .ics link, absolute. */
export function icsUrlOf(app: FastifyInstance, reserveEntryIdx: number): string {
  const token = signLink(app.config.jwtSecret, 'calendar', reserveEntryIdx, null);
  return `${app.config.publicOrigin}${apiCalls.entryCalendar.path.replace(':token', token)}`;
}

/** GET /api/calendar/{token}.ics: the file and its name; 404 for a bad token or no calendar. */
export async function calendarDownload(
  app: FastifyInstance,
  token: string,
  now: Date,
): Promise<{ fileName: string; text: string }> {
  const link = verifyLink(app.config.jwtSecret, 'calendar', token, now);
  if (!link.ok) throw calendarNotFound();
  const row = await findCalendarEntry(app.db, link.id);
  if (!row) throw calendarNotFound();
  const event = calendarEventOf(row, await calendarVenue(app), app.config.publicOrigin);
  if (!event) throw calendarNotFound();
  const host = new URL(app.config.publicOrigin).hostname;
  return {
    fileName: `visit-${row.reserveEntryIdx}.ics`,
    text: calendarFile(event, `-//${host}//visits//KO`),
  };
}

/**
 * The detail's calendar links: for a reservation or a won draw still to be visited on an
 * instance (not cancelled, attended or missed); null otherwise.
 */
export async function entryCalendarLinks(
  app: FastifyInstance,
  reserveEntryIdx: number,
): Promise<EntryCalendarLinks | null> {
  const row = await findCalendarEntry(app.db, reserveEntryIdx);
  if (!row || !offersCalendar(row.programType, row.status, isCancelled(row))) return null;
  const event = calendarEventOf(row, await calendarVenue(app), app.config.publicOrigin);
  if (!event) return null;
  return { icsUrl: icsUrlOf(app, reserveEntryIdx), googleUrl: googleCalendarUrl(event) };
}
