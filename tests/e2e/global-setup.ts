import { fileURLToPath } from 'node:url';
import { assertProductionBuild } from './support/production-build';

export default function globalSetup(): void {
  assertProductionBuild(fileURLToPath(new URL('../..', import.meta.url)));
}
