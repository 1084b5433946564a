import type { StaffSurveySummary } from '@venue/contract';
import { toDotDate } from '@venue/contract/domain';

/** The period status of a survey in the console's words. */
export const periodStatusLabels: Record<StaffSurveySummary['periodStatus'], string> = {
  OPEN: '진행 중',
  UPCOMING: '예정',
  ENDED: '종료',
};

/** "26.05.01 ~ 26.06.30" */
export function periodText(survey: Pick<StaffSurveySummary, 'startDate' | 'endDate'>): string {
  return `${toDotDate(survey.startDate)} ~ ${toDotDate(survey.endDate)}`;
}

/**
 * A count as a share of the members who answered the question, rounded to a whole percent
 * (0 when nobody answered). OBJMULTI shares may add up to more than 100.
 */
export function sharePercent(count: number, answeredCount: number): number {
  return answeredCount > 0 ? Math.round((count / answeredCount) * 100) : 0;
}
