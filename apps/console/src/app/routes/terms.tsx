import { StaffTerms } from '../../features/terms/components/staff-terms';
import type { PageProps } from '../page-props';

/** /staff/terms: terms and their versions; EDITOR drafts, ADMIN publishes (decision 028). */
export function Component({ operator }: PageProps) {
  return <StaffTerms operator={operator} />;
}
