import type { staffPasswordChangeBody } from '@venue/contract';
import { staffPasswordChange } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { useStaffWrite } from '../../../lib/staff-query';
import { staffMeQueryKey } from './get-staff-me';

export type PasswordChangeBody = z.input<typeof staffPasswordChangeBody>;

/**
 * POST /api/staff/password (every operator, decision 034): their own new password after the
 * current one; the operator's other sessions end, and a change a reset required is done.
 */
export function useChangePassword() {
  return useStaffWrite(staffPasswordChange, [], { answerTo: () => staffMeQueryKey });
}
