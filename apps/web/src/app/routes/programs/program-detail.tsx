import { useParams } from 'react-router';
import {
  NotFoundScreen,
  ProgramUnavailableScreen,
} from '../../../features/errors/components/error-screens';
import { useProgramDetail } from '../../../features/programs/api/get-program-detail';
import { ProgramDetail } from '../../../features/programs/components/program-detail';
import {
  useStartReserveFlow,
  useStartWaitlist,
} from '../../../features/reserve-flow/use-start-flow';
import { parsePositiveId } from '../../../lib/parse-id';

/**
 * /program/{id}. A malformed id, or a program that never existed, is the app's 404; a program
 * the venue took down is the program-unavailable screen of spec 001 §2. The main
 * button starts the reservation flow, and a program closed because every session is full offers
 * 대기 신청 instead (decision 063): this module composes the two features.
 */
export function Component() {
  const { programIdx } = useParams();
  const startReserveFlow = useStartReserveFlow();
  const id = parsePositiveId(programIdx);
  // The same cache entry the detail reads.
  const program = useProgramDetail(id);
  const startWaitlist = useStartWaitlist(program.data);
  if (id === null) return <NotFoundScreen />;
  return (
    <ProgramDetail
      key={id}
      programIdx={id}
      notFound={<NotFoundScreen />}
      unavailable={<ProgramUnavailableScreen />}
      onStart={startReserveFlow}
      onWaitlist={startWaitlist}
    />
  );
}
