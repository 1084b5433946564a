import { StaffOperators } from '../../features/operators/components/staff-operators';
import type { PageProps } from '../page-props';

/** /staff/operators: the operator accounts, ADMIN only (decision 017). */
export function Component({ operator }: PageProps) {
  return <StaffOperators operator={operator} />;
}
