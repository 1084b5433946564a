/**
 * The Draw Tour reward desk (decision 022): staff read a member's QR at the information desk, see
 * the live season's board of that member, and hand out each unlocked reward once. The member's
 * pass and member rows are locked for the transaction (as at the door), and the unique (reward,
 * member) index settles a double tap or two desks at once: the second gets 409
 * REWARD_ALREADY_CLAIMED and nothing changes. A reward with a stock (선착순) is locked too, so
 * its last one is handed out once: then 409 REWARD_OUT_OF_STOCK.
 */
import { maskName, type StaffFrequencyMember, seoulToday } from '@venue/contract';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import type { PassCodes } from '../qr-pass/pass-codes';
import { findScannedPass } from '../qr-pass/qr-pass.service';
import {
  countClaimsOf,
  countStamps,
  findLiveSeason,
  insertClaim,
  listClaims,
  listRewards,
  lockReward,
  type SeasonRow,
} from './frequency.repository';
import { memberRewardsOf } from './frequency.service';

export const rewardDeskMessages = {
  rewardNotInSeason: '이번 시즌의 리워드가 아니에요. 화면을 새로 고쳐 주세요.',
} as const;

async function liveSeasonOrRefuse(tx: Transaction, today: string): Promise<SeasonRow> {
  const season = await findLiveSeason(tx, today);
  if (!season) throw new AppError(404, 'SEASON_NOT_RUNNING');
  return season;
}

async function boardOf(
  tx: Transaction,
  season: SeasonRow,
  member: { userIdx: number; name: string },
): Promise<StaffFrequencyMember> {
  const [rewards, stampCnt, claims] = await Promise.all([
    listRewards(tx, season.seasonIdx),
    countStamps(tx, season.seasonIdx, member.userIdx),
    listClaims(tx, season.seasonIdx, member.userIdx),
  ]);
  const handedOut = await countClaimsOf(tx, rewards);
  return {
    memberName: maskName(member.name),
    season: {
      seasonIdx: season.seasonIdx,
      title: season.title,
      startDate: season.startDate,
      endDate: season.endDate,
      stampGoal: season.stampGoal,
    },
    stampCnt,
    rewardList: memberRewardsOf(rewards, stampCnt, claims, handedOut),
  };
}

/**
 * POST /api/staff/frequency/member: the member behind today's QR and their rewards. The QR is read
 * by the door's rules (decision 070): the phone's rotating code or typed code, or an unbound pass.
 */
export async function deskMember(
  db: Database,
  codes: PassCodes,
  qrValue: string,
  now: Date = new Date(),
): Promise<StaffFrequencyMember> {
  const today = seoulToday(now);
  return db.transaction(async (tx) => {
    const found = await findScannedPass(tx, codes, qrValue, now);
    const season = await liveSeasonOrRefuse(tx, today);
    return boardOf(tx, season, { userIdx: found.pass.userIdx, name: found.memberName });
  });
}

/** POST /api/staff/frequency/claim: hands one unlocked reward of the live season out, once. */
export async function claimReward(
  db: Database,
  codes: PassCodes,
  input: { qrValue: string; rewardIdx: number; operatorIdx: number },
  now: Date = new Date(),
): Promise<StaffFrequencyMember> {
  const today = seoulToday(now);
  return db.transaction(async (tx) => {
    const found = await findScannedPass(tx, codes, input.qrValue, now);
    const season = await liveSeasonOrRefuse(tx, today);
    const userIdx = found.pass.userIdx;
    // Locked after the member's rows, in that order everywhere, so claims cannot deadlock.
    const reward = await lockReward(tx, season.seasonIdx, input.rewardIdx);
    if (!reward) throw AppError.notFound(rewardDeskMessages.rewardNotInSeason);
    if ((await countStamps(tx, season.seasonIdx, userIdx)) < reward.requiredStamps) {
      throw new AppError(409, 'REWARD_LOCKED');
    }
    const mine = await listClaims(tx, season.seasonIdx, userIdx);
    if (mine.some((c) => c.rewardIdx === reward.rewardIdx)) {
      throw new AppError(409, 'REWARD_ALREADY_CLAIMED');
    }
    const handedOut = (await countClaimsOf(tx, [reward])).get(reward.rewardIdx) ?? 0;
    if (reward.stock !== null && handedOut >= reward.stock) {
      throw new AppError(409, 'REWARD_OUT_OF_STOCK');
    }
    const written = await insertClaim(tx, {
      rewardIdx: reward.rewardIdx,
      userIdx,
      operatorIdx: input.operatorIdx,
      claimedAt: now,
    });
    // The unique index still settles what the locks did not (a claim written outside this path).
    if (!written) throw new AppError(409, 'REWARD_ALREADY_CLAIMED');
    return boardOf(tx, season, { userIdx, name: found.memberName });
  });
}
