import { Navigate, useParams } from 'react-router';
import { staffPaths } from '../../config/paths';
import { ProgramEditorPage } from '../../features/programs/components/program-editor';
import { parsePositiveId } from '../../lib/parse-id';

/** /staff/programs/:programIdx: one program's editor, state and preview. */
export function Component() {
  const programIdx = parsePositiveId(useParams().programIdx);
  if (programIdx === null) return <Navigate to={staffPaths.programs.getHref()} replace />;
  return <ProgramEditorPage key={programIdx} programIdx={programIdx} />;
}
