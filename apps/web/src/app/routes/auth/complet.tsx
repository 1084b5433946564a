import { SignupComplete } from '../../../features/signup/components/signup-complete';

/** /complet */
export function Component() {
  return <SignupComplete />;
}
