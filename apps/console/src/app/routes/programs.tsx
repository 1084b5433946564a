import { ProgramList } from '../../features/programs/components/program-list';

/** /staff/programs: every program, drafts too. */
export function Component() {
  return <ProgramList />;
}
