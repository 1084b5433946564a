import { Identification } from '../../../features/signup/components/identification';

/** /identification */
export function Component() {
  return <Identification />;
}
