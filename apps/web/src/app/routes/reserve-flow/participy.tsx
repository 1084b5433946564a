import { FlowGate } from '../../../features/reserve-flow/components/flow-gate';
import { QuestionsPage } from '../../../features/reserve-flow/components/questions-page';

/** /participy (spec 001 §2): members with a flow in progress only. */
export function Component() {
  return (
    <FlowGate requireInProgress>
      <QuestionsPage />
    </FlowGate>
  );
}
