import { GuardianIdentification } from '../../../features/signup/components/guardian-identification';

/** /identificationGuardian */
export function Component() {
  return <GuardianIdentification />;
}
