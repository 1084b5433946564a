import { ExportsPage } from '../../features/exports/components/exports-page';
import type { PageProps } from '../page-props';

/** /staff/exports: CSV and XLSX files, masked below ADMIN, every one audited (decision 033). */
export function Component({ operator }: PageProps) {
  return <ExportsPage operator={operator} />;
}
