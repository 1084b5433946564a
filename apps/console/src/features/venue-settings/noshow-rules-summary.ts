import type { NoShowRules } from '@venue/contract';

/**
 * The no-show rules in one plain line (decision 065), as the 운영 설정 form shows them:
 * '최근 90일 동안 불참 1회: 불참 안내 · 2회: 14일 제한 · 3회: 60일 제한 · 시작 3시간 이내 취소는 0.5회'.
 * The warning is named only when it comes before the first step (a step reached at or below it
 * restricts at once, as `noShowLevel` counts).
 */
export function noShowRulesSummary(rules: NoShowRules): string {
  const firstStep = rules.steps[0]?.count ?? Number.POSITIVE_INFINITY;
  const levels = [
    ...(rules.warnAt < firstStep ? [`${rules.warnAt}회: 불참 안내`] : []),
    ...rules.steps.map((step) => `${step.count}회: ${step.days}일 제한`),
  ];
  const late =
    rules.lateCancelHours > 0
      ? `시작 ${rules.lateCancelHours}시간 이내 취소는 0.5회`
      : '취소는 세지 않아요';
  return `최근 ${rules.windowDays}일 동안 불참 ${[...levels, late].join(' · ')}`;
}
