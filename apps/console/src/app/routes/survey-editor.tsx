import { SurveyEditorPage } from '../../features/surveys/components/survey-editor';

/** /staff/survey-editor: create and edit surveys (issue 17 §8, decision 031). */
export function Component() {
  return <SurveyEditorPage />;
}
