import { ProgramEditorPage } from '../../features/programs/components/program-editor';

/** /staff/programs/new: a new program, saved as a draft. */
export function Component() {
  return <ProgramEditorPage programIdx={null} />;
}
