import { ProgramUnavailableScreen } from '../../../features/errors/components/error-screens';

/** /errorProgram */
export function Component() {
  return <ProgramUnavailableScreen />;
}
