/**
 * Numbers over time and the live headcount, for every staff role:
 * POST /api/staff/stats (a range of Seoul days, optionally one program or one floor),
 * POST /api/staff/stats/export (the same table as CSV or XLSX) and POST /api/staff/headcount
 * (who is in the building now, per floor, against each floor's capacity).
 */
import { z } from 'zod';
import { apiSuccess, emptyBody, idNumber, isoDateTime, ymd } from './envelope';
import { exportFormat } from './staff-admin';

// ── 통계 ────────────────────────────────────────────────────────────────────

/** The longest range one request counts (a quarter). */
export const STATS_MAX_DAYS = 92;

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** Days from `from` to `to`, both counted. */
export const statsRangeDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const statsFilters = {
  from: ymd,
  to: ymd,
  /** one program only */
  programIdx: idNumber().optional(),
  /** the programs, zones and check-ins of one floor only */
  floorIdx: idNumber().optional(),
};

function checkRange(body: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (body.to < body.from) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: '끝 날짜는 시작 날짜와 같거나 그 뒤여야 해요.',
    });
  } else if (statsRangeDays(body.from, body.to) > STATS_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `기간은 ${STATS_MAX_DAYS}일까지 볼 수 있어요.`,
    });
  }
}

export const staffStatsBody = z.object(statsFilters).strict().superRefine(checkRange);
export type StaffStatsBody = z.input<typeof staffStatsBody>;

/** The same table as a file: a row per day and a 합계 row. */
export const staffStatsExportBody = z
  .object({ ...statsFilters, format: exportFormat })
  .strict()
  .superRefine(checkRange);
export type StaffStatsExportBody = z.input<typeof staffStatsExportBody>;

/**
 * Cancels by cause. `member`: the member in the app; `notComing`: 못 가요 on the visit reminder;
 * `staff`: an operator's cancel with a reason (roster, 당첨 취소); `session`: the whole 회차
 * cancelled by an operator. A no-show never frees its seats, so there is no no-show release.
 */
export const statsCancels = z.object({
  member: z.number().int(),
  notComing: z.number().int(),
  staff: z.number().int(),
  session: z.number().int(),
  total: z.number().int(),
});
export type StatsCancels = z.infer<typeof statsCancels>;

export const statsFigures = z.object({
  /** reservations made (by the day they were made) */
  bookings: z.number().int(),
  /** draw entries made (by the day they were made) */
  drawEntries: z.number().int(),
  /** seats of the day's sessions with a capacity (not cancelled); null: no such session */
  capacity: z.number().int().nullable(),
  /** people holding those seats (reserved, won, checked in, not shown) */
  bookedSeats: z.number().int(),
  /** bookedSeats ÷ capacity, 0..1 (more only when staff overbooked); null without capacity */
  fillRate: z.number().nullable(),
  /** members checked in (once a day each; at the program or the floor when filtered) */
  checkIns: z.number().int(),
  /** entries marked 불참, by their session's day */
  noShows: z.number().int(),
  /** entries cancelled, by the day they were cancelled */
  cancels: statsCancels,
  /** waiting-list offers accepted (decision 063), by the day they were accepted */
  refills: z.number().int(),
  refilledSeats: z.number().int(),
});
export type StatsFigures = z.infer<typeof statsFigures>;

export const statsDay = statsFigures.extend({ date: z.string() });
export type StatsDay = z.infer<typeof statsDay>;

export const statsHour = z.object({
  /** Seoul hour 0..23 */
  hour: z.number().int(),
  /** members whose first check-in of a day (at the program or floor, when filtered) fell in it */
  visitors: z.number().int(),
});
export type StatsHour = z.infer<typeof statsHour>;

export const staffStats = z.object({
  from: z.string(),
  to: z.string(),
  programIdx: z.number().int().nullable(),
  floorIdx: z.number().int().nullable(),
  generatedAt: isoDateTime,
  days: z.array(statsDay),
  totals: statsFigures,
  /** 24 hours, over the whole range */
  hours: z.array(statsHour),
  /** what the filters offer, by name */
  choices: z.object({
    programs: z.array(
      z.object({
        programIdx: z.number().int(),
        /** one line of plain text */
        programName: z.string(),
        programType: z.string(),
      }),
    ),
    floors: z.array(
      z.object({ floorIdx: z.number().int(), floorName: z.string(), floorLabel: z.string() }),
    ),
  }),
});
export type StaffStats = z.infer<typeof staffStats>;
export const staffStatsResponse = apiSuccess(staffStats);

// ── 관내 인원 ─────────────────────────────────────────────────────────────────

/** A floor is 거의 찼음 from this share of its capacity, 가득 참 from all of it. */
export const HEADCOUNT_NEAR_RATIO = 0.8;

export const headcountLevel = z.enum(['OK', 'NEAR', 'FULL']);
export type HeadcountLevel = z.infer<typeof headcountLevel>;

/** The level of a count against a capacity; null when the floor has no capacity set. */
export function headcountLevelOf(count: number, capacity: number | null): HeadcountLevel | null {
  if (capacity === null || capacity <= 0) return null;
  if (count >= capacity) return 'FULL';
  return count >= capacity * HEADCOUNT_NEAR_RATIO ? 'NEAR' : 'OK';
}

export const staffHeadcountBody = emptyBody;

export const headcountFloor = z.object({
  /** null: members whose latest check-in was at the entrance (their floor is not known yet) */
  floorIdx: z.number().int().nullable(),
  floorName: z.string(),
  floorLabel: z.string(),
  /** members whose latest check-in today was here and at most `presenceWindowMinutes` old */
  inBuilding: z.number().int(),
  /** members whose latest check-in today was here, however long ago */
  checkedInToday: z.number().int(),
  capacity: z.number().int().nullable(),
  /** inBuilding ÷ capacity; null without capacity */
  ratio: z.number().nullable(),
  level: headcountLevel.nullable(),
});
export type HeadcountFloor = z.infer<typeof headcountFloor>;

export const staffHeadcount = z.object({
  date: z.string(),
  generatedAt: isoDateTime,
  presenceWindowMinutes: z.number().int(),
  /** what the numbers count, in one Korean sentence (입장 기준: exits are not recorded) */
  basis: z.string(),
  inBuilding: z.number().int(),
  floors: z.array(headcountFloor),
});
export type StaffHeadcount = z.infer<typeof staffHeadcount>;
export const staffHeadcountResponse = apiSuccess(staffHeadcount);
