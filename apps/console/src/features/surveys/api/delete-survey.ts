import { staffSurveyDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { staffSurveysKey } from './get-staff-surveys';

/** POST /api/staff/surveys/delete (EDITOR): only a survey nobody answered. */
export function useDeleteSurvey() {
  return useStaffWrite(staffSurveyDelete, [staffSurveysKey]);
}
