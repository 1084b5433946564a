/**
 * The staff console's first account (decision 017), run by main.ts after the migrations.
 * A fresh deployment has no operator and no console to create one in, so the first ADMIN comes
 * from configuration (STAFF_ADMIN_LOGIN_ID / STAFF_ADMIN_PASSWORD / STAFF_ADMIN_NAME).
 */
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/types';
import { countOperators } from './staff.repository';
import { createOperatorIfMissing } from './staff.service';

export interface BootstrapLog {
  info(message: string): void;
  warn(message: string): void;
}

export type BootstrapOutcome = 'created' | 'exists' | 'not-configured' | 'no-operator';

/**
 * Creates the configured ADMIN when no operator has that login id (in any letter case). An
 * existing account is never changed: not its password, name, role or active flag, so a password
 * changed in the console survives restarts. With nothing configured and no operator at all, the
 * console has nobody who can log in, and the log says so.
 */
export async function ensureFirstOperator(
  db: Database,
  staffAdmin: AppConfig['staffAdmin'],
  log: BootstrapLog,
): Promise<BootstrapOutcome> {
  if (staffAdmin === undefined) {
    if ((await countOperators(db)) > 0) return 'not-configured';
    log.warn(
      'The staff console has no account: set STAFF_ADMIN_LOGIN_ID and STAFF_ADMIN_PASSWORD to create the first ADMIN at start.',
    );
    return 'no-operator';
  }
  const created = await createOperatorIfMissing(db, { ...staffAdmin, role: 'ADMIN' });
  if (created) log.info(`Created the staff console's first ADMIN "${staffAdmin.loginId}".`);
  return created ? 'created' : 'exists';
}
