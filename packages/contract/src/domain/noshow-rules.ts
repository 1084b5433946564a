/**
 * The no-show rules (decision 065): a venue's steps of warning and restriction, counted over a
 * window of days; a no-show counts 1 and a late cancel by the member (within `lateCancelHours` of
 * the start, in the app or by 못 가요) counts half. A member cancelling earlier, or answering
 * 못 가요 before the late window, is never counted. Zod-free: the console's settings form runs it.
 */
export interface NoShowRules {
  /** days counted back from now */
  windowDays: number;
  /** a member's cancel this close to the start counts half a no-show */
  lateCancelHours: number;
  /** from this count on, a warning (불참 안내) */
  warnAt: number;
  /** from `count` on, no new bookings or draw entries for `days`; counts rising */
  steps: { count: number; days: number }[];
}

export const DEFAULT_NOSHOW_RULES: NoShowRules = {
  windowDays: 90,
  lateCancelHours: 3,
  warnAt: 1,
  steps: [
    { count: 2, days: 14 },
    { count: 3, days: 60 },
  ],
};

/**
 * Where a member's count stands: level 0 below the warning, 1 warned, 1 + i at step i (restricted
 * for its days).
 */
export function noShowLevel(
  count: number,
  rules: NoShowRules,
): { level: number; restrictDays: number | null } {
  let level = count >= rules.warnAt ? 1 : 0;
  let restrictDays: number | null = null;
  rules.steps.forEach((step, index) => {
    if (count >= step.count) {
      level = index + 2;
      restrictDays = step.days;
    }
  });
  return { level, restrictDays };
}

/** 불참 2회, 불참 1.5회 */
export function noShowCountLabel(count: number): string {
  return `불참 ${Number.isInteger(count) ? count : count.toFixed(1)}회`;
}
