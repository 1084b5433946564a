import { ProgramListPage } from '../../../features/program-list/components/program-list-page';

/** /program?tab=&categories=&floor=&startDate= (spec 001 §2 Program list) */
export function Component() {
  return <ProgramListPage />;
}
