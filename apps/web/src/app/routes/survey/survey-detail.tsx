import { matchPath, useLocation } from 'react-router';
import { SurveyAnswer } from '../../../features/survey/components/survey-answer';
import { SurveyPage } from '../../../features/survey/components/survey-page';
import { surveyPaths } from '../../../features/survey/survey-paths';
import { parsePositiveId } from '../../../lib/parse-id';

/**
 * /survey/{id} (members only): one survey to answer, or the member's answers. The id is read with
 * matchPath (the area's route only has `*`); a malformed one is "not found".
 */
export function Component() {
  const { pathname } = useLocation();
  const surveyIdx = parsePositiveId(matchPath(surveyPaths.detail.path, pathname)?.params.surveyIdx);
  return (
    <SurveyPage title="설문 참여">
      <SurveyAnswer surveyIdx={surveyIdx} />
    </SurveyPage>
  );
}
