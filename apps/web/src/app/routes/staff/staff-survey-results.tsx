import { matchPath, Navigate, useLocation } from 'react-router';
import { StaffGuard } from '../../../features/staff/components/staff-guard';
import { StaffSurveyResultsPage } from '../../../features/staff/components/staff-survey-results';
import { staffPaths } from '../../../features/staff/staff-paths';
import { parsePositiveId } from '../../../lib/parse-id';

/** /staff/surveys/{id}: one survey's results (decision 021). */
export function Component() {
  const { pathname } = useLocation();
  const surveyIdx = parsePositiveId(
    matchPath(staffPaths.surveyResults.path, pathname)?.params.surveyIdx,
  );
  if (surveyIdx === null) return <Navigate to={staffPaths.surveys.getHref()} replace />;
  return (
    <StaffGuard>
      {(operator) => <StaffSurveyResultsPage operator={operator} surveyIdx={surveyIdx} />}
    </StaffGuard>
  );
}
