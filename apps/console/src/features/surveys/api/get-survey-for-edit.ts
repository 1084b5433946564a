import { staffSurveyDetail } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';
import { staffSurveysKey } from './get-staff-surveys';

/** POST /api/staff/surveys/detail (EDITOR): the survey with its questions, as the editor starts. */
export function useSurveyForEdit(surveyIdx: number | null) {
  return useStaffRead(
    [...staffSurveysKey, 'edit'],
    staffSurveyDetail,
    { surveyIdx: surveyIdx ?? 0 },
    { ...listRead, enabled: surveyIdx !== null },
  );
}
