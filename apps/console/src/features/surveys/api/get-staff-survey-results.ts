import { staffSurveyResults } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import { staffSurveysKey } from './get-staff-surveys';

/**
 * POST /api/staff/surveys/results {surveyIdx} (decision 021): per question, the options with
 * their counts, or the newest texts. Unknown survey → 404, shown by the page.
 */
export function useStaffSurveyResults(surveyIdx: number) {
  return useStaffRead(
    [...staffSurveysKey, 'results'],
    staffSurveyResults,
    { surveyIdx },
    {
      staleTime: 0,
    },
  );
}
