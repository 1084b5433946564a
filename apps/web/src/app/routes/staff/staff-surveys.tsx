import { StaffGuard } from '../../../features/staff/components/staff-guard';
import { StaffSurveys } from '../../../features/staff/components/staff-surveys';

/** /staff/surveys: every survey with its response count, for any operator (decision 021). */
export function Component() {
  return <StaffGuard>{(operator) => <StaffSurveys operator={operator} />}</StaffGuard>;
}
