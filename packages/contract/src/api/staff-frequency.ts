/**
 * The staff console's Draw Tour content calls: seasons, their rewards and the
 * rewards' stock. EDITOR and ADMIN operators; every write is audited and drops the visitors' read
 * caches. A save without an id creates, with an id updates, and answers the id. The season's
 * method HTML is sanitized by the server; images come from the media library.
 *
 * Rules only the server can check (it answers 409 CONFLICT with the field and a Korean message):
 * two displayed seasons may not share a day (the live season must be one season, decision 020);
 * the stamp goal never falls below a reward's required stamps; a reward's stock never falls below
 * the handouts already made; a season with stamps or handouts, and a reward handed out, stay.
 */
import { z } from 'zod';
import { withParticle } from '../domain/josa';
import { bannerState, cmsText, editorHtml, sortIndex, tooLongMessage } from './cms-content';
import { mediaPath } from './cms-media';
import { apiSuccess, emptyBody, idNumber, okResponse, safeText, ymd, yn } from './envelope';
import { frequencyReward, frequencySeason } from './frequency';

/** The most squares a stamp board may have. */
export const STAMP_GOAL_MAX = 60;
/** The most of one reward a season may prepare. */
export const REWARD_STOCK_MAX = 1_000_000;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${withParticle(label, '을/를')} 숫자로 입력해 주세요.` })
    .int({ error: `${withParticle(label, '은/는')} 정수로 입력해 주세요.` })
    .min(min, { error: `${withParticle(label, '은/는')} ${min} 이상이어야 해요.` })
    .max(max, {
      error: `${withParticle(label, '은/는')} ${max.toLocaleString('ko-KR')} 이하로 입력해 주세요.`,
    });

/** Plain text of a few lines (a summary, a reward's description); may be empty. */
const plainText = (label: string, max: number) =>
  safeText(`${withParticle(label, '을/를')} 확인해 주세요.`)
    .trim()
    .max(max, { error: tooLongMessage(label, max) });

// ── Seasons ─────────────────────────────────────────────────────────────────

/**
 * Where a season stands today (Seoul): HIDDEN (display off), SCHEDULED (not started), LIVE
 * (running: stamps go to it), ENDED. The same four words as a banner's.
 */
export const seasonState = bannerState;
export type SeasonState = z.infer<typeof seasonState>;

export const staffReward = frequencyReward.extend({
  seasonIdx: z.number().int(),
  sortIndex: z.number().int(),
  /** Handed out at the reward desk so far. */
  claimedCount: z.number().int(),
  /** stock − claimedCount (never below 0); null when there is no limit. */
  remainingStock: z.number().int().nullable(),
});
export type StaffReward = z.infer<typeof staffReward>;

export const staffSeason = frequencySeason.omit({ rewardList: true }).extend({
  displayYn: yn,
  state: seasonState,
  /** Members holding at least one stamp of the season. */
  stampHolderCount: z.number().int(),
  /** Rewards of the season handed out. */
  claimCount: z.number().int(),
  /** In unlock order (required stamps, then order). */
  rewardList: z.array(staffReward),
});
export type StaffSeason = z.infer<typeof staffSeason>;

/** POST /api/staff/frequency/seasons/list: every season, newest start first, with its rewards. */
export const staffSeasonListBody = emptyBody;
export const staffSeasonListResponse = apiSuccess(z.array(staffSeason));

/**
 * POST /api/staff/frequency/seasons/save. Days are Seoul days, both included. A displayed season
 * may not share a day with another displayed one; hide the other first, or end it earlier.
 */
export const staffSeasonSaveBody = z
  .object({
    seasonIdx: idNumber().optional(),
    title: cmsText('시즌 이름', 100),
    summary: plainText('한 줄 소개', 300).default(''),
    methodHtml: editorHtml('참여 방법', 50_000),
    imagePath: mediaPath,
    startDate: ymd,
    endDate: ymd,
    stampGoal: whole('도장 목표', 1, STAMP_GOAL_MAX),
    displayYn: yn.default('Y'),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.endDate < body.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: '종료일은 시작일과 같거나 그 뒤여야 해요.',
      });
    }
  });
export type StaffSeasonSaveBody = z.infer<typeof staffSeasonSaveBody>;
export const staffSeasonSaveResponse = apiSuccess(z.object({ seasonIdx: z.number().int() }));

/** Refused (409) once the season has a stamp or a handout: members' boards point at it. */
export const staffSeasonDeleteBody = z.object({ seasonIdx: idNumber() }).strict();
export const staffSeasonDeleteResponse = okResponse;

// ── Rewards ─────────────────────────────────────────────────────────────────

/**
 * POST /api/staff/frequency/rewards/save. `requiredStamps` at most the season's stamp goal;
 * `stock` null for no limit, else never below the handouts already made. A reward stays in its
 * season.
 */
export const staffRewardSaveBody = z
  .object({
    rewardIdx: idNumber().optional(),
    seasonIdx: idNumber({ type: '시즌을 선택해 주세요.' }),
    requiredStamps: whole('필요한 도장 수', 1, STAMP_GOAL_MAX),
    title: cmsText('리워드 이름', 100),
    description: plainText('리워드 설명', 500).default(''),
    imagePath: mediaPath,
    sortIndex: sortIndex.default(0),
    stock: whole('준비 수량', 0, REWARD_STOCK_MAX).nullable().default(null),
  })
  .strict();
export type StaffRewardSaveBody = z.infer<typeof staffRewardSaveBody>;
export const staffRewardSaveResponse = apiSuccess(z.object({ rewardIdx: z.number().int() }));

/** Refused (409) once the reward was handed out. */
export const staffRewardDeleteBody = z.object({ rewardIdx: idNumber() }).strict();
export const staffRewardDeleteResponse = okResponse;
