/**
 * The NOSHOW job's timer: once at start and then every `intervalMs` (60 s) it sweeps the instances
 * that ended more than the grace period ago (noshow.service.ts). Like the draw scheduler, state
 * lives only in the database, ticks never overlap, and several instances may tick at once: the
 * sweep's advisory lock lets one of them work. Started by main.ts after the server listens and
 * stopped by lifecycle.ts's closeGracefully before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from '../../../lib/periodic-job';
import { type NoShowReport, sweepNoShows } from './noshow.service';

export const NOSHOW_INTERVAL_MS = 60_000;

export function startNoShowScheduler(options: {
  app: FastifyInstance;
  intervalMs?: number;
  now?: () => Date;
}): PeriodicJob<NoShowReport> {
  const { app } = options;
  const now = options.now ?? (() => new Date());
  const idle: NoShowReport = { ran: false, marked: [] };
  return startPeriodicJob({
    intervalMs: options.intervalMs ?? NOSHOW_INTERVAL_MS,
    idle,
    run: async () => {
      const report = await sweepNoShows(app, { now: now() });
      if (report.marked.length > 0) {
        app.log.info(
          { instances: report.marked.map((m) => m.programInstanceIdx) },
          'no-shows marked',
        );
      }
      return report;
    },
    onError: (error) => {
      app.log.error({ err: error }, 'no-show sweep failed');
      return idle;
    },
  });
}
