import { SurveyList } from '../../../features/survey/components/survey-list';
import { SurveyPage } from '../../../features/survey/components/survey-page';

/** /survey/ing (members only): the surveys open to the member. */
export function Component() {
  return (
    <SurveyPage title="설문 참여">
      <SurveyList />
    </SurveyPage>
  );
}
