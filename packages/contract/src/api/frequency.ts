import { z } from 'zod';
import { earnType } from './enums';
import { apiSuccess, emptyBody, idParam, isoDateTime, ymd, yn } from './envelope';
import { scannedQrValue } from './staff';

/**
 * Draw Tour, the venue's stamp programme (spec 001 §2 /frequency; spec 000 §7 frequency/earn;
 * decision 020). A season runs between two Seoul days and has a board of `stampGoal` squares;
 * members earn at most one stamp per earn key:
 * - CHECKIN:{Seoul day}: the member's first check-in of a day (written by the check-in itself);
 * - PROGRAM:{programIdx}: a program the member attended (their entry became DONE);
 * - NSERVICE:{Seoul day}: POST /api/frequency/earn after the N-service check passes.
 * Rewards unlock at a number of stamps.
 */

/** How a stamp was earned. */
export const stampType = z.enum(['CHECKIN', 'PROGRAM', 'NSERVICE']);
export type StampType = z.infer<typeof stampType>;

/**
 * POST /api/frequency/earn (spec 000 §7): userIdx and earnType NSERVICE. userIdx must be the
 * token's own user (403 otherwise). The answer is not shown; designed here: whether a stamp was
 * earned now. earnedYn N comes with the reason (the call is idempotent: a second call the same
 * day answers N with ALREADY_EARNED) and the member's stamp count in the live season.
 */
export const frequencyEarnBody = z.object({ userIdx: idParam, earnType: earnType }).strict();
export const earnRefusal = z.enum(['NO_LIVE_SEASON', 'ALREADY_EARNED', 'NSERVICE_NOT_PASSED']);
export type EarnRefusal = z.infer<typeof earnRefusal>;
export const frequencyEarnResponse = apiSuccess(
  z.object({
    earnType: earnType,
    earnedYn: yn,
    /** Why nothing was earned; null when earnedYn is Y. */
    reason: earnRefusal.nullable(),
    /** The member's stamps in the live season after this call (0 without a live season). */
    stampCnt: z.number().int().nonnegative(),
  }),
);
export type FrequencyEarnResult = z.infer<typeof frequencyEarnResponse>['data'];

/** A season's reward, unlocked at `requiredStamps`. */
export const frequencyReward = z.object({
  rewardIdx: z.number().int(),
  requiredStamps: z.number().int().positive(),
  title: z.string(),
  /** Plain text. */
  description: z.string(),
  /** A generated image (600×600). */
  imagePath: z.string(),
  /**
   * How many the venue prepared for the season (선착순): handed out first come, first served
   * (decision 022). null: no limit.
   */
  stock: z.number().int().nonnegative().nullable(),
});
export type FrequencyReward = z.infer<typeof frequencyReward>;

/** The public part of a season: the same for everyone (read-cached). */
export const frequencySeason = z.object({
  seasonIdx: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Editor HTML, sanitized on the server; the client sanitizes again before rendering. */
  methodHtml: z.string(),
  /** A generated image (750×300). */
  imagePath: z.string(),
  startDate: ymd,
  endDate: ymd,
  stampGoal: z.number().int().positive(),
  rewardList: z.array(frequencyReward),
});
export type FrequencySeason = z.infer<typeof frequencySeason>;

/** One of the member's stamps, oldest first. */
export const frequencyStamp = z.object({
  stampIdx: z.number().int(),
  earnType: stampType,
  /** The Seoul day it was earned. */
  earnDate: ymd,
  earnedAt: isoDateTime,
  /** PROGRAM stamps: the program and its name (null when the program is gone). */
  programIdx: z.number().int().nullable(),
  programName: z.string().nullable(),
});
export type FrequencyStamp = z.infer<typeof frequencyStamp>;

/** A reward as one member stands with it: unlocked by their stamps, handed out at the desk. */
export const memberReward = frequencyReward.extend({
  unlockedYn: yn,
  /** Y once staff handed it to this member (decision 022); a reward is handed out once. */
  claimedYn: yn,
  /** When it was handed out; null until then. */
  claimedAt: isoDateTime.nullable(),
  /** How many are left to hand out now; null when the reward has no limit. */
  remainingStock: z.number().int().nonnegative().nullable(),
});
export type MemberReward = z.infer<typeof memberReward>;

/** POST /api/frequency/now (designed, members): the live season with the member's board. */
export const frequencyNowBody = emptyBody;
export const frequencyNowResponse = apiSuccess(
  z.object({
    /** null when no season runs today (the page then shows the next or the past seasons). */
    season: frequencySeason.nullable(),
    stampList: z.array(frequencyStamp),
    stampCnt: z.number().int().nonnegative(),
    /**
     * Rewards of the season in unlock order, each with whether this member unlocked it and
     * whether the information desk has handed it to them (decision 022).
     */
    rewardList: z.array(memberReward),
    /** The first reward not unlocked yet, with the stamps still missing; null when all are. */
    nextReward: frequencyReward.extend({ remainingStamps: z.number().int().positive() }).nullable(),
    /** Y when a CHECKIN stamp was already earned today (the method page says so). */
    checkedInTodayYn: yn,
  }),
);
export type FrequencyNow = z.infer<typeof frequencyNowResponse>['data'];

/** POST /api/frequency/past (designed, members): ended seasons, newest first, with my count. */
export const frequencyPastBody = emptyBody;
export const frequencyPastSeason = frequencySeason
  .omit({ methodHtml: true, rewardList: true })
  .extend({
    stampCnt: z.number().int().nonnegative(),
    rewardCnt: z.number().int().nonnegative(),
    unlockedRewardCnt: z.number().int().nonnegative(),
    /** Rewards of that season the desk handed to this member. */
    claimedRewardCnt: z.number().int().nonnegative(),
  });
export type FrequencyPastSeason = z.infer<typeof frequencyPastSeason>;
export const frequencyPastResponse = apiSuccess(
  z.object({ seasonList: z.array(frequencyPastSeason) }),
);

/**
 * POST /api/frequency/detail (designed): one displayed season that has started, public fields
 * only, for /frequency/preview/{id}. Unknown, hidden or future seasons are 404 NOT_FOUND.
 */
export const frequencyDetailBody = z.object({ seasonIdx: idParam }).strict();
export const frequencyDetailResponse = apiSuccess(frequencySeason);

/**
 * The information desk's Draw Tour screen in the staff console (decision 022). The member shows
 * My QR (or reads out its entry code); staff see the live season's board of that member and hand
 * out each unlocked reward once. Staff sessions only (`config.staff: 'STAFF'`).
 *
 * POST /api/staff/frequency/member {qrValue}: the member behind today's QR and their rewards.
 * Refusals: 400 QR_INVALID / QR_EXPIRED (as at the door), 404 SEASON_NOT_RUNNING, 429 after 20
 * wrong typed codes in 10 minutes (shared with the door's counter).
 */
export const staffFrequencyMemberBody = z.object({ qrValue: scannedQrValue }).strict();
export const staffFrequencyMember = z.object({
  /** Masked like the door's answer (김*늘): enough to greet, little to leak. */
  memberName: z.string(),
  season: frequencySeason.pick({
    seasonIdx: true,
    title: true,
    startDate: true,
    endDate: true,
    stampGoal: true,
  }),
  stampCnt: z.number().int().nonnegative(),
  rewardList: z.array(memberReward),
});
export type StaffFrequencyMember = z.infer<typeof staffFrequencyMember>;
export const staffFrequencyMemberResponse = apiSuccess(staffFrequencyMember);

/**
 * POST /api/staff/frequency/claim {qrValue, rewardIdx}: hands one reward of the live season to
 * the member, once, in one transaction. Answers the member's board after the handout.
 * Refusals: those of /member, 404 NOT_FOUND (no such reward in the live season), 409
 * REWARD_LOCKED (not enough stamps), 409 REWARD_ALREADY_CLAIMED (handed out before: nothing
 * changes, so a double tap or a second desk cannot hand it out twice), 409 REWARD_OUT_OF_STOCK
 * (all of a limited reward are handed out; the reward row is locked, so the last one goes once).
 */
export const staffFrequencyClaimBody = z
  .object({ qrValue: scannedQrValue, rewardIdx: idParam })
  .strict();
export const staffFrequencyClaimResponse = apiSuccess(staffFrequencyMember);
