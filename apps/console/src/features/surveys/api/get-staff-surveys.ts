import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffSurveyList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const staffSurveysKey = ['staff', 'surveys'] as const;

/** POST /api/staff/surveys (decision 021): every survey with its response count, open ones first. */
export function getStaffSurveys(signal?: AbortSignal) {
  return api.call(staffSurveyList, {}, { signal });
}

export const staffSurveysQueryOptions = () =>
  queryOptions({
    queryKey: [...staffSurveysKey, 'list'],
    queryFn: ({ signal }) => getStaffSurveys(signal),
    staleTime: 0,
  });

export function useStaffSurveys() {
  return useQuery(staffSurveysQueryOptions());
}
