import { ServerDelayScreen } from '../../../features/errors/components/error-screens';

/** /errorServer */
export function Component() {
  return <ServerDelayScreen />;
}
