import { StaffSurveys } from '../../features/surveys/components/staff-surveys';

/** /staff/surveys: every survey with its response count (decision 021). */
export function Component() {
  return <StaffSurveys />;
}
