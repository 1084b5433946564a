import { DoorListsPage } from '../../features/door/components/door-lists-page';

/** /staff/door-lists (EDITOR): named check-in lists for the scanner. */
export function Component() {
  return <DoorListsPage />;
}
