/**
 * Draw Tour stamps (decision 020). Stamps are written in three places, each at most once per
 * earn key thanks to the unique (season, member, earn key) index:
 * - `awardCheckInStamps`, called inside the check-in transaction (features/door/checkin): CHECKIN for
 *   the day, PROGRAM for every program the member attended that day;
 * - `earnStamp`, behind POST /api/frequency/earn: NSERVICE for the day, after the N-service check.
 * Outside a live season nothing is written.
 */
import {
  type EarnRefusal,
  type FrequencyEarnResult,
  type FrequencyNow,
  type FrequencyPastSeason,
  type FrequencySeason,
  type MemberReward,
  seoulToday,
  toSeoulIso,
} from '@venue/contract';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { toYn } from '../../../lib/yn';
import type { NServiceProvider } from '../../accounts/nservice/nservice-provider';
import {
  countClaimsOf,
  countStamps,
  findLiveSeason,
  findStartedSeason,
  hasStamp,
  insertStamp,
  listAttendedPrograms,
  listClaims,
  listPastSeasons,
  listRewards,
  listRewardThresholds,
  listStamps,
  type RewardRow,
  type SeasonRow,
} from './frequency.repository';

export const frequencyMessages = {
  seasonNotFound: '드로우 투어 시즌 정보를 찾을 수 없어요.',
} as const;

export const earnKeys = {
  checkIn: (day: string) => `CHECKIN:${day}`,
  program: (programIdx: number) => `PROGRAM:${programIdx}`,
  nService: (day: string) => `NSERVICE:${day}`,
};

function rewardOf(row: RewardRow) {
  return {
    rewardIdx: row.rewardIdx,
    requiredStamps: row.requiredStamps,
    title: row.title,
    description: row.description,
    imagePath: row.imagePath,
    stock: row.stock,
  };
}

/**
 * Each reward as the member stands with it: unlocked by `stampCnt`, handed out to them or not,
 * and how many are left (`handedOut`: claims so far per limited reward, from `countClaimsOf`).
 */
export function memberRewardsOf(
  rewards: RewardRow[],
  stampCnt: number,
  claims: { rewardIdx: number; claimedAt: Date }[],
  handedOut: Map<number, number>,
): MemberReward[] {
  return rewards.map((reward) => {
    const claim = claims.find((c) => c.rewardIdx === reward.rewardIdx);
    return {
      ...rewardOf(reward),
      unlockedYn: toYn(stampCnt >= reward.requiredStamps),
      claimedYn: toYn(claim !== undefined),
      claimedAt: claim ? toSeoulIso(claim.claimedAt) : null,
      remainingStock:
        reward.stock === null
          ? null
          : Math.max(0, reward.stock - (handedOut.get(reward.rewardIdx) ?? 0)),
    };
  });
}

function seasonOf(row: SeasonRow, rewards: RewardRow[]): FrequencySeason {
  return {
    seasonIdx: row.seasonIdx,
    title: row.title,
    summary: row.summary,
    methodHtml: row.methodHtml,
    imagePath: row.imagePath,
    startDate: row.startDate,
    endDate: row.endDate,
    stampGoal: row.stampGoal,
    rewardList: rewards.map(rewardOf),
  };
}

/**
 * Called by the check-in transaction after the check-in row is written and entries are marked
 * DONE: the day's CHECKIN stamp and a PROGRAM stamp for each program attended today. Returns how
 * many stamps were new. Runs in the caller's transaction, so a rolled-back check-in earns nothing.
 */
export async function awardCheckInStamps(
  tx: Transaction,
  input: { userIdx: number; visitDate: string; now: Date },
): Promise<number> {
  const season = await findLiveSeason(tx, input.visitDate);
  if (!season) return 0;
  const base = { seasonIdx: season.seasonIdx, userIdx: input.userIdx, earnedAt: input.now };
  let added = 0;
  if (
    await insertStamp(tx, {
      ...base,
      earnType: 'CHECKIN',
      earnKey: earnKeys.checkIn(input.visitDate),
    })
  ) {
    added += 1;
  }
  for (const programIdx of await listAttendedPrograms(tx, input.userIdx, input.visitDate)) {
    const inserted = await insertStamp(tx, {
      ...base,
      earnType: 'PROGRAM',
      earnKey: earnKeys.program(programIdx),
      programIdx,
    });
    if (inserted) added += 1;
  }
  return added;
}

/**
 * POST /api/frequency/earn with earnType NSERVICE. checkNService records nothing, so the server
 * runs the same N-service check itself for the member's own line (decision 020): a client cannot
 * claim a check that did not pass. The check runs only when a stamp could still be earned.
 */
export async function earnStamp(
  db: Database,
  provider: NServiceProvider | null,
  member: {
    userIdx: number;
    phoneNumber: string | null;
    telecomCode: string;
    marketingAgreementYn: 'Y' | 'N';
  },
  now: Date = new Date(),
): Promise<FrequencyEarnResult> {
  const today = seoulToday(now);
  const refuse = (reason: EarnRefusal, stampCnt: number): FrequencyEarnResult => ({
    earnType: 'NSERVICE',
    earnedYn: 'N',
    reason,
    stampCnt,
  });
  const season = await findLiveSeason(db, today);
  if (!season) return refuse('NO_LIVE_SEASON', 0);
  const key = earnKeys.nService(today);
  if (await hasStamp(db, season.seasonIdx, member.userIdx, key)) {
    return refuse('ALREADY_EARNED', await countStamps(db, season.seasonIdx, member.userIdx));
  }
  if (!member.phoneNumber) {
    return refuse('NSERVICE_NOT_PASSED', await countStamps(db, season.seasonIdx, member.userIdx));
  }
  if (!provider) throw new AppError(503, 'SERVICE_UNAVAILABLE');
  const answer = await provider.check({
    phoneNumber: member.phoneNumber,
    telecomCode: member.telecomCode,
    marketingAgreementYn: member.marketingAgreementYn,
  });
  if (!answer.isNSvc) {
    return refuse('NSERVICE_NOT_PASSED', await countStamps(db, season.seasonIdx, member.userIdx));
  }
  const inserted = await insertStamp(db, {
    seasonIdx: season.seasonIdx,
    userIdx: member.userIdx,
    earnType: 'NSERVICE',
    earnKey: key,
    earnedAt: now,
  });
  const stampCnt = await countStamps(db, season.seasonIdx, member.userIdx);
  return inserted
    ? { earnType: 'NSERVICE', earnedYn: 'Y', reason: null, stampCnt }
    : refuse('ALREADY_EARNED', stampCnt);
}

/** POST /api/frequency/now: the live season, the member's stamps and rewards. */
export async function getNow(
  db: Database,
  userIdx: number,
  now: Date = new Date(),
): Promise<FrequencyNow> {
  const today = seoulToday(now);
  const season = await findLiveSeason(db, today);
  if (!season) {
    return {
      season: null,
      stampList: [],
      stampCnt: 0,
      rewardList: [],
      nextReward: null,
      checkedInTodayYn: 'N',
    };
  }
  const [rewards, stamps, claims] = await Promise.all([
    listRewards(db, season.seasonIdx),
    listStamps(db, season.seasonIdx, userIdx),
    listClaims(db, season.seasonIdx, userIdx),
  ]);
  const handedOut = await countClaimsOf(db, rewards);
  const stampCnt = stamps.length;
  const next = rewards.find((reward) => reward.requiredStamps > stampCnt);
  return {
    season: seasonOf(season, rewards),
    stampList: stamps.map((stamp) => ({
      stampIdx: stamp.stampIdx,
      earnType: stamp.earnType as 'CHECKIN' | 'PROGRAM' | 'NSERVICE',
      earnDate: seoulToday(stamp.earnedAt),
      earnedAt: toSeoulIso(stamp.earnedAt),
      programIdx: stamp.programIdx,
      programName: stamp.programIdx === null ? null : (stamp.programName ?? null),
    })),
    stampCnt,
    rewardList: memberRewardsOf(rewards, stampCnt, claims, handedOut),
    nextReward: next
      ? { ...rewardOf(next), remainingStamps: next.requiredStamps - stampCnt }
      : null,
    checkedInTodayYn: toYn(stamps.some((stamp) => stamp.earnKey === earnKeys.checkIn(today))),
  };
}

/** POST /api/frequency/past: ended seasons with the member's count and unlocked rewards. */
export async function getPast(
  db: Database,
  userIdx: number,
  now: Date = new Date(),
): Promise<{ seasonList: FrequencyPastSeason[] }> {
  const rows = await listPastSeasons(db, userIdx, seoulToday(now));
  const thresholds = await listRewardThresholds(
    db,
    rows.map((row) => row.season.seasonIdx),
  );
  return {
    seasonList: rows.map(({ season, stampCnt, rewardCnt, claimedRewardCnt }) => ({
      seasonIdx: season.seasonIdx,
      title: season.title,
      summary: season.summary,
      imagePath: season.imagePath,
      startDate: season.startDate,
      endDate: season.endDate,
      stampGoal: season.stampGoal,
      stampCnt,
      rewardCnt,
      unlockedRewardCnt: thresholds.filter(
        (t) => t.seasonIdx === season.seasonIdx && t.requiredStamps <= stampCnt,
      ).length,
      claimedRewardCnt,
    })),
  };
}

/** POST /api/frequency/detail: one started, displayed season; public fields only. */
export async function getSeasonDetail(
  db: Database,
  seasonIdx: number,
  now: Date = new Date(),
): Promise<FrequencySeason> {
  const season = await findStartedSeason(db, seasonIdx, seoulToday(now));
  if (!season) throw AppError.notFound(frequencyMessages.seasonNotFound);
  return seasonOf(season, await listRewards(db, season.seasonIdx));
}
