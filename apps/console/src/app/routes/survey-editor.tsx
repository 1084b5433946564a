import { SurveyEditorPage } from '../../features/surveys/components/survey-editor';

/** /staff/survey-editor: create and edit surveys (decision 031). */
export function Component() {
  return <SurveyEditorPage />;
}
