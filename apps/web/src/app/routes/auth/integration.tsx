import { AccountIntegration } from '../../../features/signup/components/account-integration';

/** /Integration */
export function Component() {
  return <AccountIntegration />;
}
