/**
 * The draw poller: once at start and then every `intervalMs` (30 s), it draws the APPLICATION
 * programs whose announcement has come (draws.service.ts runDueDraws). State lives only in the
 * database (program_draws), so a restart simply picks up what is due, and several instances may
 * poll at once: the draw's transaction claims each program once (draws.repository.ts).
 *
 * Started by main.ts after the server listens; `stop()` (lifecycle.ts closeGracefully) clears the
 * timer and waits for a draw in progress before the database closes. The timer is unref'd, so it
 * never keeps the process alive by itself. Ticks never overlap: a tick still running when the
 * next is due is not doubled.
 */
import type { Database } from '../../../db/types';
import { startPeriodicJob } from '../../../lib/periodic-job';
import { type DueDrawsReport, runDueDraws } from './draws.service';

export const DRAW_POLL_INTERVAL_MS = 30_000;

interface SchedulerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DrawScheduler {
  /** Runs one poll now (or joins the one running) and answers what it did. */
  tick(): Promise<DueDrawsReport>;
  /** No more ticks; resolves when a running tick has finished. */
  stop(): Promise<void>;
}

export function startDrawScheduler(options: {
  db: Database;
  log: SchedulerLog;
  intervalMs?: number;
  now?: () => Date;
}): DrawScheduler {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const idle: DueDrawsReport = { drawn: [], failed: [] };
  return startPeriodicJob({
    intervalMs: options.intervalMs ?? DRAW_POLL_INTERVAL_MS,
    idle,
    run: async () => {
      const report = await runDueDraws(db, now());
      if (report.drawn.length > 0) log.info({ programs: report.drawn }, 'draws ran');
      for (const failure of report.failed) {
        log.error({ programIdx: failure.programIdx, err: failure.error }, 'draw failed');
      }
      return report;
    },
    onError: (error) => {
      log.error({ err: error }, 'draw poll failed');
      return idle;
    },
  });
}
