/** Queries of Draw Tour seasons, rewards and stamps (decision 020). */
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  frequencyRewardClaims,
  frequencyRewards,
  frequencySeasons,
  frequencyStamps,
  programInstances,
  programs,
  reserveEntries,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;
export type SeasonRow = typeof frequencySeasons.$inferSelect;
export type RewardRow = typeof frequencyRewards.$inferSelect;

/** The displayed season running on the Seoul day `today` (the latest start wins an overlap). */
export async function findLiveSeason(db: Db, today: string): Promise<SeasonRow | undefined> {
  const [row] = await db
    .select()
    .from(frequencySeasons)
    .where(
      and(
        eq(frequencySeasons.displayYn, true),
        lte(frequencySeasons.startDate, today),
        gte(frequencySeasons.endDate, today),
      ),
    )
    .orderBy(desc(frequencySeasons.startDate), desc(frequencySeasons.seasonIdx))
    .limit(1);
  return row;
}

/** A displayed season that has started by `today` (future seasons stay unannounced). */
export async function findStartedSeason(db: Db, seasonIdx: number, today: string) {
  const [row] = await db
    .select()
    .from(frequencySeasons)
    .where(
      and(
        eq(frequencySeasons.seasonIdx, seasonIdx),
        eq(frequencySeasons.displayYn, true),
        lte(frequencySeasons.startDate, today),
      ),
    )
    .limit(1);
  return row;
}

export async function listRewards(db: Db, seasonIdx: number): Promise<RewardRow[]> {
  return db
    .select()
    .from(frequencyRewards)
    .where(eq(frequencyRewards.seasonIdx, seasonIdx))
    .orderBy(
      asc(frequencyRewards.requiredStamps),
      asc(frequencyRewards.sortIndex),
      asc(frequencyRewards.rewardIdx),
    );
}

/** The member's stamps of a season, oldest first, with the program name of PROGRAM stamps. */
export async function listStamps(db: Db, seasonIdx: number, userIdx: number) {
  return db
    .select({
      stampIdx: frequencyStamps.stampIdx,
      earnType: frequencyStamps.earnType,
      earnKey: frequencyStamps.earnKey,
      earnedAt: frequencyStamps.earnedAt,
      programIdx: frequencyStamps.programIdx,
      programName: programs.programName,
    })
    .from(frequencyStamps)
    .leftJoin(programs, eq(programs.programIdx, frequencyStamps.programIdx))
    .where(and(eq(frequencyStamps.seasonIdx, seasonIdx), eq(frequencyStamps.userIdx, userIdx)))
    .orderBy(asc(frequencyStamps.earnedAt), asc(frequencyStamps.stampIdx));
}

export async function countStamps(db: Db, seasonIdx: number, userIdx: number) {
  const [row] = await db
    .select({ n: count() })
    .from(frequencyStamps)
    .where(and(eq(frequencyStamps.seasonIdx, seasonIdx), eq(frequencyStamps.userIdx, userIdx)));
  return row?.n ?? 0;
}

/** Ended displayed seasons (end before `today`), newest first, with the member's stamp count. */
export async function listPastSeasons(db: Db, userIdx: number, today: string) {
  // Qualified by hand: inside a subquery drizzle's bare column name would bind to the inner table.
  const outerSeason = sql.raw('"frequency_seasons"."season_idx"');
  return db
    .select({
      season: frequencySeasons,
      stampCnt: sql<number>`(select count(*)::int from ${frequencyStamps} s
        where s.season_idx = ${outerSeason} and s.user_idx = ${userIdx})`,
      rewardCnt: sql<number>`(select count(*)::int from ${frequencyRewards} r
        where r.season_idx = ${outerSeason})`,
      claimedRewardCnt: sql<number>`(select count(*)::int from ${frequencyRewardClaims} c
        join ${frequencyRewards} r on r.reward_idx = c.reward_idx
        where r.season_idx = ${outerSeason} and c.user_idx = ${userIdx})`,
    })
    .from(frequencySeasons)
    .where(and(eq(frequencySeasons.displayYn, true), lt(frequencySeasons.endDate, today)))
    .orderBy(desc(frequencySeasons.endDate), desc(frequencySeasons.seasonIdx))
    .limit(50);
}

/** Rewards of the given seasons, for counting which a member unlocked. */
export async function listRewardThresholds(db: Db, seasonIdxs: number[]) {
  if (seasonIdxs.length === 0) return [];
  return db
    .select({
      seasonIdx: frequencyRewards.seasonIdx,
      requiredStamps: frequencyRewards.requiredStamps,
    })
    .from(frequencyRewards)
    .where(
      sql`${frequencyRewards.seasonIdx} in (${sql.join(
        seasonIdxs.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** Records a stamp unless this earn key was already stamped; true when a row was written. */
export async function insertStamp(
  db: Db,
  values: {
    seasonIdx: number;
    userIdx: number;
    earnType: 'CHECKIN' | 'PROGRAM' | 'NSERVICE';
    earnKey: string;
    programIdx?: number | null;
    earnedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(frequencyStamps)
    .values(values)
    .onConflictDoNothing({
      target: [frequencyStamps.seasonIdx, frequencyStamps.userIdx, frequencyStamps.earnKey],
    })
    .returning({ stampIdx: frequencyStamps.stampIdx });
  return rows.length > 0;
}

export async function hasStamp(db: Db, seasonIdx: number, userIdx: number, earnKey: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(frequencyStamps)
    .where(
      and(
        eq(frequencyStamps.seasonIdx, seasonIdx),
        eq(frequencyStamps.userIdx, userIdx),
        eq(frequencyStamps.earnKey, earnKey),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Programs whose instance on `visitDate` the member attended (their entry is DONE). */
export async function listAttendedPrograms(db: Db, userIdx: number, visitDate: string) {
  const rows = await db
    .selectDistinct({ programIdx: reserveEntries.programIdx })
    .from(reserveEntries)
    .innerJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .where(
      and(
        eq(reserveEntries.userIdx, userIdx),
        eq(reserveEntries.status, 'DONE'),
        eq(programInstances.execDate, visitDate),
      ),
    );
  return rows.map((row) => row.programIdx);
}

/** The rewards of a season handed to the member at the desk (decision 022). */
export async function listClaims(db: Db, seasonIdx: number, userIdx: number) {
  return db
    .select({
      rewardIdx: frequencyRewardClaims.rewardIdx,
      claimedAt: frequencyRewardClaims.claimedAt,
    })
    .from(frequencyRewardClaims)
    .innerJoin(frequencyRewards, eq(frequencyRewards.rewardIdx, frequencyRewardClaims.rewardIdx))
    .where(
      and(eq(frequencyRewards.seasonIdx, seasonIdx), eq(frequencyRewardClaims.userIdx, userIdx)),
    );
}

/** Records a handout unless this reward was handed to the member before; true when written. */
export async function insertClaim(
  db: Db,
  values: { rewardIdx: number; userIdx: number; operatorIdx: number; claimedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(frequencyRewardClaims)
    .values(values)
    .onConflictDoNothing({
      target: [frequencyRewardClaims.rewardIdx, frequencyRewardClaims.userIdx],
    })
    .returning({ claimIdx: frequencyRewardClaims.claimIdx });
  return rows.length > 0;
}

/** How many of each reward were handed out, for the rewards with a stock (others are skipped). */
export async function countClaimsOf(db: Db, rewards: RewardRow[]): Promise<Map<number, number>> {
  const limited = rewards.filter((r) => r.stock !== null).map((r) => r.rewardIdx);
  if (limited.length === 0) return new Map();
  const rows = await db
    .select({ rewardIdx: frequencyRewardClaims.rewardIdx, n: count() })
    .from(frequencyRewardClaims)
    .where(inArray(frequencyRewardClaims.rewardIdx, limited))
    .groupBy(frequencyRewardClaims.rewardIdx);
  return new Map(rows.map((row) => [row.rewardIdx, row.n]));
}

/**
 * A reward of the season, locked for the caller's transaction: claims of the same reward wait
 * for each other, so the last one of a limited stock is handed out once.
 */
export async function lockReward(db: Db, seasonIdx: number, rewardIdx: number) {
  const [row] = await db
    .select()
    .from(frequencyRewards)
    .where(
      and(eq(frequencyRewards.rewardIdx, rewardIdx), eq(frequencyRewards.seasonIdx, seasonIdx)),
    )
    .for('update');
  return row;
}
