import { ServerErrorScreen } from '../../../features/errors/components/error-screens';

/** /500 */
export function Component() {
  return <ServerErrorScreen />;
}
