import { ProvidersPage } from '../../features/providers/components/providers-page';

/** /staff/providers (ADMIN): each outside provider at a glance. */
export function Component() {
  return <ProvidersPage />;
}
