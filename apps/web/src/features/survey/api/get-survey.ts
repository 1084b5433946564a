import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveyDetail } from '@venue/contract/endpoints';
import { api, isApiRequestError } from '../../../lib/api-client';
import { surveysKey } from './get-surveys';

/** Refusals the survey page shows in place, with the server's message, instead of an alert. */
const SHOWN_IN_PAGE = new Set(['NOT_FOUND', 'SURVEY_CLOSED', 'SURVEY_NOT_ELIGIBLE']);

export function isSurveyRefusal(error: unknown): boolean {
  return isApiRequestError(error) && SHOWN_IN_PAGE.has(error.errorCode);
}

/**
 * POST /api/survey/detail {surveyIdx} (decision 021): the questions and, once answered, the
 * member's own answers. Not found (unknown, hidden, not yet open), ended (SURVEY_CLOSED) and not
 * for this member (SURVEY_NOT_ELIGIBLE) are shown by the page, not alerted.
 */
export function getSurvey(surveyIdx: number, signal?: AbortSignal) {
  return api.call(
    surveyDetail,
    { surveyIdx },
    { signal, alert: (error) => !isSurveyRefusal(error) },
  );
}

export const surveyQueryOptions = (surveyIdx: number) =>
  queryOptions({
    queryKey: [...surveysKey, 'detail', surveyIdx],
    queryFn: ({ signal }) => getSurvey(surveyIdx, signal),
    staleTime: 0,
    retry: (count, error) => !isSurveyRefusal(error) && count < 2,
  });

export function useSurvey(surveyIdx: number) {
  return useQuery(surveyQueryOptions(surveyIdx));
}
