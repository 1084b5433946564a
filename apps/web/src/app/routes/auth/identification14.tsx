import { Under14Confirmation } from '../../../features/signup/components/under14-confirmation';

/** /identification14 */
export function Component() {
  return <Under14Confirmation />;
}
