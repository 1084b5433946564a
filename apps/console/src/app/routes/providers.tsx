import { ProvidersPage } from '../../features/providers/components/providers-page';

/** /staff/providers (ADMIN): each outside provider at a glance (issue 30 §8). */
export function Component() {
  return <ProvidersPage />;
}
