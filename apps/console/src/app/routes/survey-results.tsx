import { Navigate, useParams } from 'react-router';
import { staffPaths } from '../../config/paths';
import { StaffSurveyResultsPage } from '../../features/surveys/components/staff-survey-results';
import { parsePositiveId } from '../../lib/parse-id';

/** /staff/surveys/{id}: one survey's results (decision 021). */
export function Component() {
  const surveyIdx = parsePositiveId(useParams().surveyIdx);
  if (surveyIdx === null) return <Navigate to={staffPaths.surveys.getHref()} replace />;
  return <StaffSurveyResultsPage surveyIdx={surveyIdx} />;
}
