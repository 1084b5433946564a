import { InspectionScreen } from '../../../features/errors/components/error-screens';

/** /inspection (header and footer hidden by route meta) */
export function Component() {
  return <InspectionScreen />;
}
