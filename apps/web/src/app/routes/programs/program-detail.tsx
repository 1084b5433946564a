import { useParams } from 'react-router';
import {
  NotFoundScreen,
  ProgramUnavailableScreen,
} from '../../../features/errors/components/error-screens';
import { ProgramDetail } from '../../../features/programs/components/program-detail';
import { parsePositiveId } from '../../../lib/parse-id';

/**
 * /program/{id}. A malformed id is the app's 404; an id the server does not know (or no longer
 * shows) is the program-unavailable screen of spec 001 §2.
 */
export function Component() {
  const { programIdx } = useParams();
  const id = parsePositiveId(programIdx);
  if (id === null) return <NotFoundScreen />;
  return <ProgramDetail key={id} programIdx={id} unavailable={<ProgramUnavailableScreen />} />;
}
