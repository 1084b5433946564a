import { SignupTerms } from '../../../features/signup/components/signup-terms';

/** /tos?under14=true|false */
export function Component() {
  return <SignupTerms />;
}
