import { staffSurveySave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { staffSurveysKey } from './get-staff-surveys';

/**
 * POST /api/staff/surveys/save (EDITOR): without surveyIdx a new survey, with it an update — or,
 * once answered and its questions changed, a new survey replacing it (`copiedYn` Y).
 */
export function useSaveSurvey() {
  return useStaffWrite(staffSurveySave, [staffSurveysKey]);
}
