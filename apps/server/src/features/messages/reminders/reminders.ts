/**
 * 방문 리마인더: the day before a visit, at the venue's reminder hour (venue
 * settings `messages.reminderHour`, default 10:00), and again 3 hours before its start, each with
 * 갈게요 / 못 가요 (signed links that expire at the start, features/messages/visit-answers).
 *
 * Runs every minute on the job queue (scheduled-jobs.ts `messages.reminders`); a reminder is
 * written once per entry and kind however often it runs (the outbox's unique cause), so a run
 * that finds nothing due does nothing, and one that failed is simply done by the next.
 * Never between 21:00 and 08:00 Seoul: a reminder due then waits for 08:00, or is not sent when
 * the visit has begun by then. A member who turned reminders off (설정) gets none.
 */
import { addDays, seoulMidnight, seoulToday, toSeoulTime } from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import { signLink } from '../../../lib/signed-links';
import { instanceStart } from '../../programs/programs/programs.rules';
import { venueSettings } from '../../venue/cms-venue/venue-settings';
import { notifier } from '../notify/notify';
import type { EntryRow } from '../notify/notify.repository';
import { bookedAhead, dueDayBefore, dueSoon } from './reminders.repository';

/** Quiet hours in Seoul: from 21:00 to 08:00 no reminder is sent. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
/** The second reminder goes this long before the start. */
export const SOON_MINUTES = 180;
/** Entries booked this recently get no 3-hours reminder: their confirmation just arrived. */
const FRESH_BOOKING_MINUTES = 60;
/** Reminders written per run and kind; the next minute's run takes the rest. */
const BATCH = 500;

export function isQuietHour(now: Date): boolean {
  const hour = Number(toSeoulTime(now).slice(0, 2));
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** `3시간`, `1시간 20분`, `45분`: the time left until the start, rounded to 5 minutes. */
export function timeLeft(now: Date, startsAt: Date): string {
  const minutes = Math.max(5, Math.round((startsAt.getTime() - now.getTime()) / 300_000) * 5);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

export interface ReminderReport {
  dayBefore: number;
  soon: number;
}

/**
 * The reminder's own variables for an entry the notifier read: 갈게요 / 못 가요, each a link for its
 * one purpose that lapses when the visit begins, and the time left until then.
 */
function reminderVariables(secret: string, row: EntryRow, now: Date): Record<string, string> {
  // Every entry a reminder is written for has an instance with a start (reminders.repository.ts).
  if (!row.execDate || !row.startTime) return {};
  const startsAt = instanceStart(row.execDate, row.startTime);
  return {
    갈게요: signLink(secret, 'visit-coming', row.reserveEntryIdx, startsAt),
    못가요: signLink(secret, 'visit-not-coming', row.reserveEntryIdx, startsAt),
    남은시간: timeLeft(now, startsAt),
  };
}

export async function sendDueReminders(app: FastifyInstance, now: Date): Promise<ReminderReport> {
  const notify = notifier(app);
  if (!notify || isQuietHour(now)) return { dayBefore: 0, soon: 0 };
  await notify.ready();
  const reminderHour = (await venueSettings(app))?.messages.reminderHour ?? 10;
  const today = seoulToday(now);
  const reminderAt = new Date(seoulMidnight(today).getTime() + reminderHour * 3_600_000);
  const variables = (row: EntryRow) => reminderVariables(app.config.jwtSecret, row, now);

  return app.db.transaction(async (tx) => {
    const dayBefore =
      now.getTime() < reminderAt.getTime()
        ? 0
        : await notify.entries(
            tx,
            'VISIT_REMINDER_DAY_BEFORE',
            await dueDayBefore(tx, {
              visitDay: addDays(today, 1),
              bookedBefore: reminderAt,
              limit: BATCH,
            }),
            variables,
          );
    const soon = await notify.entries(
      tx,
      'VISIT_REMINDER_SOON',
      await dueSoon(tx, {
        now,
        aheadMinutes: SOON_MINUTES,
        bookedBefore: new Date(now.getTime() - FRESH_BOOKING_MINUTES * 60_000),
        limit: BATCH,
      }),
      variables,
    );
    return { dayBefore, soon };
  });
}

/**
 * Sandbox mode only (reminders.routes.ts): one reservation's reminder of `kind` now, as if it were
 * due, with the same links; once, like any reminder. Answers how many were written (0 or 1).
 */
export async function sendReminderNow(
  app: FastifyInstance,
  reserveEntryIdx: number,
  kind: 'VISIT_REMINDER_DAY_BEFORE' | 'VISIT_REMINDER_SOON',
  now: Date,
): Promise<number> {
  const notify = notifier(app);
  if (!notify) return 0;
  await notify.ready();
  return app.db.transaction(async (tx) => {
    if (!(await bookedAhead(tx, reserveEntryIdx, now))) return 0;
    return notify.entries(tx, kind, [reserveEntryIdx], (row) =>
      reminderVariables(app.config.jwtSecret, row, now),
    );
  });
}
