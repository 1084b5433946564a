import { TwoFactorSettings } from '../../features/two-factor/components/two-factor-settings';
import type { PageProps } from '../page-props';

/** /staff/two-factor: the operator's own two-factor login, ADMIN (decision 035). */
export function Component({ operator }: PageProps) {
  return <TwoFactorSettings operator={operator} />;
}
