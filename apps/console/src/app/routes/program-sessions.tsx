import { Navigate, useParams } from 'react-router';
import { staffPaths } from '../../config/paths';
import { ProgramSessionsPage } from '../../features/programs/components/program-sessions';
import { parsePositiveId } from '../../lib/parse-id';

/** /staff/programs/:programIdx/sessions: the program's sessions. */
export function Component() {
  const programIdx = parsePositiveId(useParams().programIdx);
  if (programIdx === null) return <Navigate to={staffPaths.programs.getHref()} replace />;
  return <ProgramSessionsPage key={programIdx} programIdx={programIdx} />;
}
