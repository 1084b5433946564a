import { z } from 'zod';
import { earnType } from './enums';
import { apiSuccess, emptyBody, idParam, isoDateTime, ymd, yn } from './envelope';

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

/** POST /api/frequency/now (designed, members): the live season with the member's board. */
export const frequencyNowBody = emptyBody;
export const frequencyNowResponse = apiSuccess(
  z.object({
    /** null when no season runs today (the page then shows the next or the past seasons). */
    season: frequencySeason.nullable(),
    stampList: z.array(frequencyStamp),
    stampCnt: z.number().int().nonnegative(),
    /** Rewards of the season in unlock order, each with whether this member unlocked it. */
    rewardList: z.array(frequencyReward.extend({ unlockedYn: yn })),
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
