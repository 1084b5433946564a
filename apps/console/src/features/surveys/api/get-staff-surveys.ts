import { staffSurveyList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const staffSurveysKey = ['staff', 'surveys'] as const;

/** POST /api/staff/surveys (decision 021): every survey with its response count, open ones first. */
export function useStaffSurveys() {
  return useStaffRead([...staffSurveysKey, 'list'], staffSurveyList, undefined, { staleTime: 0 });
}
