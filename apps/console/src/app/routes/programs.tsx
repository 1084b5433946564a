import { ProgramList } from '../../features/programs/components/program-list';

/** /staff/programs: every program, drafts too (issue 17 §1). */
export function Component() {
  return <ProgramList />;
}
