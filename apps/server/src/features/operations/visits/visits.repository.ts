import { visits } from '../../../db/schema';
import type { Database } from '../../../db/types';

/** Records one visit; page and campaign code arrive already limited by the contract. */
export async function recordVisit(
  db: Database,
  visit: { page: string; campaignCode: string | null; userIdx: number | null },
): Promise<void> {
  await db.insert(visits).values(visit);
}
