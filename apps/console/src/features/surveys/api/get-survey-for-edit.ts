import type { staffSurveyDetailResponse } from '@venue/contract';
import { useStaffRead } from '../../../lib/staff-query';
import { staffSurveysKey } from './get-staff-surveys';

/** POST /api/staff/surveys/detail (EDITOR): the survey with its questions, as the editor starts. */
export function useSurveyForEdit(surveyIdx: number | null) {
  return useStaffRead<typeof staffSurveyDetailResponse>(
    [...staffSurveysKey, 'edit'],
    '/api/staff/surveys/detail',
    { surveyIdx },
    { enabled: surveyIdx !== null },
  );
}
