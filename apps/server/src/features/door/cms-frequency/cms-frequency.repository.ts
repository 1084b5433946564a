/**
 * The staff console's queries for Draw Tour seasons and rewards: every season with
 * its counts, shaped for the console, and the writes. The visitors' reads, the stamps and the
 * reward desk stay in features/door/frequency. The method HTML is sanitized here, before it is stored.
 */
import type {
  SeasonState,
  StaffReward,
  StaffRewardSaveBody,
  StaffSeason,
  StaffSeasonSaveBody,
} from '@venue/contract';
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  frequencyRewardClaims,
  frequencyRewards,
  frequencySeasons,
  frequencyStamps,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import { toYn } from '../../../lib/yn';

type Db = Database | Transaction;
type SeasonRow = typeof frequencySeasons.$inferSelect;
type RewardRow = typeof frequencyRewards.$inferSelect;

/** Where a season stands on the Seoul day `today`. */
export function seasonStateOn(
  season: Pick<SeasonRow, 'displayYn' | 'startDate' | 'endDate'>,
  today: string,
): SeasonState {
  if (!season.displayYn) return 'HIDDEN';
  if (today < season.startDate) return 'SCHEDULED';
  return today > season.endDate ? 'ENDED' : 'LIVE';
}

/** A season as the audit log keeps it: its own fields, no counts. */
function seasonFields(row: SeasonRow) {
  return {
    seasonIdx: row.seasonIdx,
    title: row.title,
    summary: row.summary,
    methodHtml: row.methodHtml,
    imagePath: row.imagePath,
    startDate: row.startDate,
    endDate: row.endDate,
    stampGoal: row.stampGoal,
    displayYn: toYn(row.displayYn),
  };
}
export type SeasonFields = ReturnType<typeof seasonFields>;

function rewardFields(row: RewardRow) {
  return {
    rewardIdx: row.rewardIdx,
    seasonIdx: row.seasonIdx,
    requiredStamps: row.requiredStamps,
    title: row.title,
    description: row.description,
    imagePath: row.imagePath,
    sortIndex: row.sortIndex,
    stock: row.stock,
  };
}
export type RewardFields = ReturnType<typeof rewardFields>;

/** Handouts per reward of the given rewards. */
async function claimCounts(db: Db, rewardIdxs: number[]): Promise<Map<number, number>> {
  if (rewardIdxs.length === 0) return new Map();
  const rows = await db
    .select({ rewardIdx: frequencyRewardClaims.rewardIdx, n: count() })
    .from(frequencyRewardClaims)
    .where(inArray(frequencyRewardClaims.rewardIdx, rewardIdxs))
    .groupBy(frequencyRewardClaims.rewardIdx);
  return new Map(rows.map((row) => [row.rewardIdx, row.n]));
}

function toStaffReward(row: RewardRow, claimedCount: number): StaffReward {
  return {
    ...rewardFields(row),
    claimedCount,
    remainingStock: row.stock === null ? null : Math.max(0, row.stock - claimedCount),
  };
}

/** Every season, newest start first, with its stamp holders, handouts and rewards. */
export async function listStaffSeasons(db: Database, today: string): Promise<StaffSeason[]> {
  const [seasons, rewards, holders] = await Promise.all([
    db
      .select()
      .from(frequencySeasons)
      .orderBy(desc(frequencySeasons.startDate), desc(frequencySeasons.seasonIdx)),
    db
      .select()
      .from(frequencyRewards)
      .orderBy(
        asc(frequencyRewards.requiredStamps),
        asc(frequencyRewards.sortIndex),
        asc(frequencyRewards.rewardIdx),
      ),
    db
      .select({
        seasonIdx: frequencyStamps.seasonIdx,
        n: countDistinct(frequencyStamps.userIdx),
      })
      .from(frequencyStamps)
      .groupBy(frequencyStamps.seasonIdx),
  ]);
  const claimed = await claimCounts(
    db,
    rewards.map((reward) => reward.rewardIdx),
  );
  const holdersOf = new Map(holders.map((row) => [row.seasonIdx, row.n]));
  return seasons.map((season) => {
    const rewardList = rewards
      .filter((reward) => reward.seasonIdx === season.seasonIdx)
      .map((reward) => toStaffReward(reward, claimed.get(reward.rewardIdx) ?? 0));
    return {
      ...seasonFields(season),
      state: seasonStateOn(season, today),
      stampHolderCount: holdersOf.get(season.seasonIdx) ?? 0,
      claimCount: rewardList.reduce((sum, reward) => sum + reward.claimedCount, 0),
      rewardList,
    };
  });
}

// ── Seasons ─────────────────────────────────────────────────────────────────

/** The season, locked for the caller's transaction (its rewards' saves wait for it). */
export async function lockSeason(tx: Transaction, seasonIdx: number) {
  const [row] = await tx
    .select()
    .from(frequencySeasons)
    .where(eq(frequencySeasons.seasonIdx, seasonIdx))
    .for('update');
  return row ? seasonFields(row) : null;
}

export async function findSeason(db: Db, seasonIdx: number): Promise<SeasonFields | null> {
  const [row] = await db
    .select()
    .from(frequencySeasons)
    .where(eq(frequencySeasons.seasonIdx, seasonIdx));
  return row ? seasonFields(row) : null;
}

/**
 * Season saves that could make two displayed seasons overlap run one at a time: a transaction
 * lock on a fixed key, released at commit. The key is this feature's own (ASCII "DRWT").
 */
export async function serializeSeasonPeriods(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x44525754})`);
}

/** A displayed season other than `exceptIdx` sharing a day with start..end, if any. */
export async function findOverlappingSeason(
  db: Db,
  period: { startDate: string; endDate: string },
  exceptIdx: number | undefined,
) {
  const [row] = await db
    .select({
      title: frequencySeasons.title,
      startDate: frequencySeasons.startDate,
      endDate: frequencySeasons.endDate,
    })
    .from(frequencySeasons)
    .where(
      and(
        eq(frequencySeasons.displayYn, true),
        lte(frequencySeasons.startDate, period.endDate),
        gte(frequencySeasons.endDate, period.startDate),
        exceptIdx === undefined ? undefined : ne(frequencySeasons.seasonIdx, exceptIdx),
      ),
    )
    .orderBy(asc(frequencySeasons.startDate))
    .limit(1);
  return row ?? null;
}

/** The season's reward needing the most stamps, if it has any. */
export async function findHighestReward(db: Db, seasonIdx: number) {
  const [row] = await db
    .select({ title: frequencyRewards.title, requiredStamps: frequencyRewards.requiredStamps })
    .from(frequencyRewards)
    .where(eq(frequencyRewards.seasonIdx, seasonIdx))
    .orderBy(desc(frequencyRewards.requiredStamps))
    .limit(1);
  return row ?? null;
}

/** How many stamps were earned in the season and how many of its rewards were handed out. */
export async function seasonUsage(db: Db, seasonIdx: number) {
  const [[stamps], [claims]] = await Promise.all([
    db.select({ n: count() }).from(frequencyStamps).where(eq(frequencyStamps.seasonIdx, seasonIdx)),
    db
      .select({ n: count() })
      .from(frequencyRewardClaims)
      .innerJoin(frequencyRewards, eq(frequencyRewards.rewardIdx, frequencyRewardClaims.rewardIdx))
      .where(eq(frequencyRewards.seasonIdx, seasonIdx)),
  ]);
  return { stamps: stamps?.n ?? 0, claims: claims?.n ?? 0 };
}

function seasonValues(body: StaffSeasonSaveBody) {
  return {
    title: body.title,
    summary: body.summary,
    methodHtml: sanitizeEditorHtml(body.methodHtml),
    imagePath: body.imagePath,
    startDate: body.startDate,
    endDate: body.endDate,
    stampGoal: body.stampGoal,
    displayYn: body.displayYn === 'Y',
  };
}

export async function insertSeason(tx: Transaction, body: StaffSeasonSaveBody): Promise<number> {
  const [row] = await tx
    .insert(frequencySeasons)
    .values(seasonValues(body))
    .returning({ seasonIdx: frequencySeasons.seasonIdx });
  if (!row) throw new Error('season insert returned no row');
  return row.seasonIdx;
}

export async function updateSeason(
  tx: Transaction,
  seasonIdx: number,
  body: StaffSeasonSaveBody,
): Promise<void> {
  await tx
    .update(frequencySeasons)
    .set({ ...seasonValues(body), modDate: new Date() })
    .where(eq(frequencySeasons.seasonIdx, seasonIdx));
}

export async function deleteSeason(tx: Transaction, seasonIdx: number): Promise<void> {
  await tx.delete(frequencySeasons).where(eq(frequencySeasons.seasonIdx, seasonIdx));
}

// ── Rewards ─────────────────────────────────────────────────────────────────

export async function findReward(db: Db, rewardIdx: number): Promise<RewardFields | null> {
  const [row] = await db
    .select()
    .from(frequencyRewards)
    .where(eq(frequencyRewards.rewardIdx, rewardIdx));
  return row ? rewardFields(row) : null;
}

/**
 * The reward, locked for the caller's transaction as the reward desk locks it
 * (features/door/frequency `lockReward`): a stock change and a handout of the same reward wait for
 * each other, so the stock is checked against every handout made.
 */
export async function lockRewardRow(
  tx: Transaction,
  rewardIdx: number,
): Promise<RewardFields | null> {
  const [row] = await tx
    .select()
    .from(frequencyRewards)
    .where(eq(frequencyRewards.rewardIdx, rewardIdx))
    .for('update');
  return row ? rewardFields(row) : null;
}

export async function countHandouts(db: Db, rewardIdx: number): Promise<number> {
  return (await claimCounts(db, [rewardIdx])).get(rewardIdx) ?? 0;
}

function rewardValues(body: StaffRewardSaveBody) {
  return {
    requiredStamps: body.requiredStamps,
    title: body.title,
    description: body.description,
    imagePath: body.imagePath,
    sortIndex: body.sortIndex,
    stock: body.stock,
  };
}

export async function insertReward(tx: Transaction, body: StaffRewardSaveBody): Promise<number> {
  const [row] = await tx
    .insert(frequencyRewards)
    .values({ seasonIdx: body.seasonIdx, ...rewardValues(body) })
    .returning({ rewardIdx: frequencyRewards.rewardIdx });
  if (!row) throw new Error('reward insert returned no row');
  return row.rewardIdx;
}

export async function updateReward(
  tx: Transaction,
  rewardIdx: number,
  body: StaffRewardSaveBody,
): Promise<void> {
  await tx
    .update(frequencyRewards)
    .set(rewardValues(body))
    .where(eq(frequencyRewards.rewardIdx, rewardIdx));
}

export async function deleteReward(tx: Transaction, rewardIdx: number): Promise<void> {
  await tx.delete(frequencyRewards).where(eq(frequencyRewards.rewardIdx, rewardIdx));
}
