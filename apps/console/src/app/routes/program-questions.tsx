import { Navigate, useParams } from 'react-router';
import { staffPaths } from '../../config/paths';
import { ProgramQuestionsPage } from '../../features/programs/components/program-questions';
import { parsePositiveId } from '../../lib/parse-id';

/** /staff/programs/:programIdx/questions: the questions asked when entering. */
export function Component() {
  const programIdx = parsePositiveId(useParams().programIdx);
  if (programIdx === null) return <Navigate to={staffPaths.programs.getHref()} replace />;
  return <ProgramQuestionsPage key={programIdx} programIdx={programIdx} />;
}
