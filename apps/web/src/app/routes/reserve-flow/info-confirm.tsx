import { FlowGate } from '../../../features/reserve-flow/components/flow-gate';
import { InfoConfirmPage } from '../../../features/reserve-flow/components/info-confirm-page';

/** /infocomfirm (spec 001 §2, §4 step 5): members with a flow in progress only. */
export function Component() {
  return (
    <FlowGate requireInProgress>
      <InfoConfirmPage />
    </FlowGate>
  );
}
