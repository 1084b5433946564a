import { ProgramCategoriesPage } from '../../features/programs/components/program-categories';

/** /staff/program-categories: the program categories and their order. */
export function Component() {
  return <ProgramCategoriesPage />;
}
