import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveyList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** Every survey query starts with this key, so one invalidation refreshes list and details. */
export const surveysKey = ['survey'] as const;

/**
 * POST /api/survey/list (decision 021): the open surveys this member may answer (they visited in
 * the period, or attended the program), answered ones included, unanswered first.
 */
export function getSurveys(signal?: AbortSignal) {
  return api.call(surveyList, {}, { signal });
}

export const surveysQueryOptions = () =>
  queryOptions({
    queryKey: [...surveysKey, 'list'],
    queryFn: ({ signal }) => getSurveys(signal),
    // A check-in at the door opens a survey: asked again whenever the page opens.
    staleTime: 0,
  });

export function useSurveys() {
  return useQuery(surveysQueryOptions());
}
