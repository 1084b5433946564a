import { ExportsPage } from '../../features/exports/components/exports-page';
import type { PageProps } from '../console-pages';

/** /staff/exports: CSV and XLSX files, masked below ADMIN, every one audited (decision 033). */
export function Component({ operator }: PageProps) {
  return <ExportsPage operator={operator} />;
}
