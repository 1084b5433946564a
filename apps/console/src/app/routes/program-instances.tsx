import { Navigate, useParams } from 'react-router';
import { staffPaths } from '../../config/paths';
import { ProgramInstancesPage } from '../../features/programs/components/program-instances';
import { parsePositiveId } from '../../lib/parse-id';

/** /staff/programs/:programIdx/instances: the program's instances. */
export function Component() {
  const programIdx = parsePositiveId(useParams().programIdx);
  if (programIdx === null) return <Navigate to={staffPaths.programs.getHref()} replace />;
  return <ProgramInstancesPage key={programIdx} programIdx={programIdx} />;
}
