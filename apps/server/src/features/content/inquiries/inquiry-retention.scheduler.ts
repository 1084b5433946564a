/**
 * The retention of 1:1 inquiries (decision 018): once at start and then every 6 hours, inquiries
 * answered more than three years ago are deleted with their photos, as the consent text promises.
 * (A withdrawal deletes a member's inquiries at once.) Started by main.ts and stopped on shutdown
 * like the other background jobs; two instances deleting at once delete each row once.
 */
import type { Database } from '../../../db/types';
import { type PeriodicJob, startPeriodicJob } from '../../../lib/periodic-job';
import { purgeAnsweredInquiries } from './inquiries.service';

export const INQUIRY_RETENTION_INTERVAL_MS = 6 * 60 * 60_000;

export function startInquiryRetention(options: {
  db: Database;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  intervalMs?: number;
  now?: () => Date;
}): PeriodicJob<number> {
  const now = options.now ?? (() => new Date());
  return startPeriodicJob({
    intervalMs: options.intervalMs ?? INQUIRY_RETENTION_INTERVAL_MS,
    idle: 0,
    run: async () => {
      const deleted = await purgeAnsweredInquiries(options.db, now());
      if (deleted > 0) options.log.info({ deleted }, 'deleted inquiries past their retention');
      return deleted;
    },
    onError: (error) => {
      options.log.error({ err: error }, 'inquiry retention failed');
      return 0;
    },
  });
}
