import { useParams } from 'react-router';
import { NotFoundScreen } from '../../../features/errors/components/error-screens';
import { FlowGate } from '../../../features/reserve-flow/components/flow-gate';
import { SchedulePage } from '../../../features/reserve-flow/components/schedule-page';
import { parsePositiveId } from '../../../lib/parse-id';

/** /schedule/{programIdx} (spec 001 §2): members only; a malformed id is the 404 screen. */
export function Component() {
  const id = parsePositiveId(useParams().programIdx);
  if (id === null) return <NotFoundScreen />;
  return (
    <FlowGate requireInProgress={false}>
      <SchedulePage key={id} programIdx={id} />
    </FlowGate>
  );
}
