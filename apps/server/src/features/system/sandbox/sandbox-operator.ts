/**
 * The sandbox's staff console account (decision 017), so testers can log in at /staff without
 * configuring anything: ADMIN `staff` / `signal-staff-1234`, named 스태프 (README). main.ts
 * seeds it at start in sandbox mode only; an existing `staff` account is left as it is.
 */
import type { Database } from '../../../db/types';
import { createOperatorIfMissing } from '../../operations/staff/staff.service';

export const SANDBOX_OPERATOR = {
  loginId: 'staff',
  password: 'signal-staff-1234',
  name: '스태프',
  role: 'ADMIN',
} as const;

/** Creates the sandbox operator unless it exists; true when it was created now. */
export function seedSandboxOperator(db: Database): Promise<boolean> {
  return createOperatorIfMissing(db, SANDBOX_OPERATOR);
}
