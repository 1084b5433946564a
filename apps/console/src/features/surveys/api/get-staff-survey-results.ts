import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffSurveyResults } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { staffSurveysKey } from './get-staff-surveys';

/**
 * POST /api/staff/surveys/results {surveyIdx} (decision 021): per question, the options with
 * their counts, or the newest texts. Unknown survey → 404, shown by the page.
 */
export function getStaffSurveyResults(surveyIdx: number, signal?: AbortSignal) {
  return api.call(staffSurveyResults, { surveyIdx }, { signal });
}

export const staffSurveyResultsQueryOptions = (surveyIdx: number) =>
  queryOptions({
    queryKey: [...staffSurveysKey, 'results', surveyIdx],
    queryFn: ({ signal }) => getStaffSurveyResults(surveyIdx, signal),
    staleTime: 0,
    retry: false,
  });

export function useStaffSurveyResults(surveyIdx: number) {
  return useQuery(staffSurveyResultsQueryOptions(surveyIdx));
}
