import type { staffSurveyDeleteResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { staffSurveysKey } from './get-staff-surveys';

/** POST /api/staff/surveys/delete (EDITOR): only a survey nobody answered. */
export function useDeleteSurvey() {
  return useStaffWrite<typeof staffSurveyDeleteResponse, { surveyIdx: number }>(
    '/api/staff/surveys/delete',
    [staffSurveysKey, auditLogKey],
  );
}
