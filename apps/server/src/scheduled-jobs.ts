/**
 * The venue's scheduled work (decision 058), on the job queue (lib/job-queue.ts). Each job is a
 * pg-boss queue with a cron schedule in Seoul time and the `stately` policy: across every
 * instance at most one run is queued and one is active, so runs never overlap and never double.
 * Each also runs once when an instance starts, to catch up after downtime (a draw whose
 * announcement passed while the server was down). State lives only in the venue's tables, so a
 * run that fails is simply done again by the next one.
 *
 * main.ts starts them after the server listens and stops them before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { purgeExpiredWithdrawals } from './features/accounts/settings/settings.service';
import { purgeAnsweredInquiries } from './features/content/inquiries/inquiries.service';
import { messageRelay } from './features/messages/notify/relay';
import { sendDueReminders } from './features/messages/reminders/reminders';
import { publishDuePrograms } from './features/programs/cms-programs/cms-programs.service';
import { drawOffersOf } from './features/programs/draw-offers/draw-offers.service';
import { drawMessages, runDueDraws } from './features/programs/draws/draws.service';
import { sweepNoShows } from './features/programs/ops-entries/noshow.service';
import { bookingChecks } from './features/programs/reserve-entries/booking-checks';
import { waitlistOf } from './features/programs/waitlist/waitlist.service';
import { purgeIdempotencyKeys } from './lib/idempotency';

export interface ScheduledJob {
  /** The queue's name: `<what>.<job>`. */
  name: string;
  /** When it runs, as cron in Asia/Seoul. */
  cron: string;
  run(now: Date): Promise<void>;
}

export function scheduledJobs(app: FastifyInstance): ScheduledJob[] {
  const log = app.log;
  const drawResults = drawMessages(app);
  const waitlist = waitlistOf(app, bookingChecks(app));
  const drawOffers = drawOffersOf(app);
  return [
    {
      // Waiting-list offers past their deadline end and their seats go to the next member; every
      // free seat of a session with a line is offered; a started session's line closes
      // (features/programs/waitlist, decision 063). Freed seats are offered at once too (the
      // seatsFreed signal); this catches what a stopped instance left.
      name: 'waitlist.sweep',
      cron: '* * * * *',
      async run(now) {
        const report = await waitlist.sweep(now);
        if (report.expired > 0 || report.offered.length > 0) {
          log.info(
            { expired: report.expired, offered: report.offered.length },
            'waiting lists swept',
          );
        }
      },
    },
    {
      // Offers of cancelled wins past their window end, and every win waiting to be passed on
      // goes to the next candidate in the draw's order (features/programs/draw-offers, decision
      // 066). A cancel passes its win on at once too; this catches expiry and what a stopped
      // instance left.
      name: 'draws.offers',
      cron: '* * * * *',
      async run(now) {
        const report = await drawOffers.sweep(now);
        if (report.expired > 0 || report.offered.length > 0) {
          log.info(
            { expired: report.expired, offered: report.offered.length },
            'draw offers swept',
          );
        }
      },
    },
    {
      // APPLICATION programs whose announcement has come are drawn; the draw's transaction
      // claims each program once and writes its 당첨 / 미당첨 messages (features/programs/draws).
      name: 'draws.due',
      cron: '* * * * *',
      async run(now) {
        const report = await runDueDraws(app.db, now, drawResults);
        if (report.drawn.length > 0) log.info({ programs: report.drawn }, 'draws ran');
        for (const failure of report.failed) {
          log.error({ programIdx: failure.programIdx, err: failure.error }, 'draw failed');
        }
      },
    },
    {
      // Drafts whose scheduled publication has come are published, each once across every
      // instance: a conditional UPDATE claims it in the publish's own transaction
      // (features/programs/cms-programs, decision 068).
      name: 'programs.publish',
      cron: '* * * * *',
      async run(now) {
        const report = await publishDuePrograms(app, now);
        if (report.published.length > 0 || report.refused.length > 0) {
          log.info(
            { published: report.published, refused: report.refused },
            'scheduled publications ran',
          );
        }
        for (const failure of report.failed) {
          log.error(
            { programIdx: failure.programIdx, err: failure.error },
            'scheduled publish failed',
          );
        }
      },
    },
    {
      // Bookings of instances that ended 30 minutes ago without a check-in become NOSHOW
      // (features/programs/ops-entries).
      name: 'entries.no-shows',
      cron: '* * * * *',
      async run(now) {
        const report = await sweepNoShows(app, { now });
        if (report.marked.length > 0) {
          const instances = report.marked.map((m) => m.programInstanceIdx);
          log.info({ instances }, 'no-shows marked');
        }
      },
    },
    {
      // Bookings an instance committed but stopped before relaying their confirmation (decision
      // 064): written and queued within a minute; the booking's own kick relays the rest at once.
      name: 'messages.relay',
      cron: '* * * * *',
      async run() {
        const relayed = (await messageRelay(app)?.drain({ deep: true })) ?? 0;
        if (relayed > 0) log.info({ relayed }, 'booking messages relayed by the sweep');
      },
    },
    {
      // 방문 리마인더: the day before at the venue's hour and 3 hours before, never in quiet
      // hours; each written once per entry (features/messages/reminders).
      name: 'messages.reminders',
      cron: '* * * * *',
      async run(now) {
        const report = await sendDueReminders(app, now);
        if (report.dayBefore + report.soon > 0) log.info(report, 'visit reminders written');
      },
    },
    {
      // Members withdrawn five years ago lose what was kept of them (decision 019).
      name: 'members.withdrawal-purge',
      cron: '7 */6 * * *',
      async run(now) {
        const report = await purgeExpiredWithdrawals(app.db, now);
        if (report.members > 0) log.info(report, 'purged records of withdrawn members');
      },
    },
    {
      // Inquiries answered three years ago go, with their photos (decision 018). Staff writes'
      // request keys (lib/idempotency.ts) go after a day: no retry comes that late.
      name: 'inquiries.retention',
      cron: '37 */6 * * *',
      async run(now) {
        const deleted = await purgeAnsweredInquiries(app.db, now);
        if (deleted > 0) log.info({ deleted }, 'deleted inquiries past their retention');
        await purgeIdempotencyKeys(app.db, now);
      },
    },
  ];
}

/** How often an idle instance asks whether a scheduled run is waiting. */
const POLL_SECONDS = 5;

/**
 * Creates each job's queue and schedule, works them on this instance and asks for the catch-up
 * run. `queue` must be started; stopping it stops the work.
 */
export async function startScheduledJobs(
  queue: PgBoss,
  jobs: ScheduledJob[],
  options: {
    log: { error(obj: object, msg: string): void };
    now?: () => Date;
  },
): Promise<void> {
  const now = options.now ?? (() => new Date());
  for (const job of jobs) {
    // Creating a queue that exists does nothing, so instances starting together agree.
    await queue.createQueue(job.name, { policy: 'stately', retryLimit: 0 });
    await queue.schedule(job.name, job.cron, null, { tz: 'Asia/Seoul' });
    await queue.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
      try {
        await job.run(now());
      } catch (error) {
        options.log.error({ err: error, job: job.name }, 'scheduled job failed');
        throw error;
      }
    });
    // The catch-up. No singleton key: the policy holds one run per key, and the cron's have none,
    // so a keyed run could overlap a scheduled one. An instance that asks while a run is queued
    // is simply refused.
    await queue.send(job.name, null);
  }
}
