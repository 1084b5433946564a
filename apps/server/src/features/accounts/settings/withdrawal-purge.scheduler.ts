/**
 * The purge of records kept after a withdrawal (decision 019): once at start and then every
 * `intervalMs` (6 hours), members withdrawn more than five years ago lose their reservations,
 * applications and everything else still tied to them (settings.service.ts
 * purgeExpiredWithdrawals). State lives only in the database, so a restart simply purges what is
 * due, and two instances purging at once delete the same rows once.
 *
 * Started by main.ts after the server listens and stopped on shutdown (lifecycle.ts), like the
 * draw scheduler. The timer is unref'd; ticks never overlap.
 */
import type { Database } from '../../../db/types';
import { startPeriodicJob } from '../../../lib/periodic-job';
import type { BackgroundJob } from '../../../lifecycle';
import { purgeExpiredWithdrawals } from './settings.service';

export const WITHDRAWAL_PURGE_INTERVAL_MS = 6 * 60 * 60_000;

interface PurgeLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface WithdrawalPurgeJob extends BackgroundJob {
  /** Runs one purge now (or joins the one running) and answers what it deleted. */
  tick(): Promise<{ members: number; entries: number }>;
}

export function startWithdrawalPurge(options: {
  db: Database;
  log: PurgeLog;
  intervalMs?: number;
  now?: () => Date;
}): WithdrawalPurgeJob {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const idle = { members: 0, entries: 0 };
  return startPeriodicJob({
    intervalMs: options.intervalMs ?? WITHDRAWAL_PURGE_INTERVAL_MS,
    idle,
    run: async () => {
      const report = await purgeExpiredWithdrawals(db, now());
      if (report.members > 0) log.info(report, 'purged records of withdrawn members');
      return report;
    },
    onError: (error) => {
      log.error({ err: error }, 'withdrawal purge failed');
      return idle;
    },
  });
}
