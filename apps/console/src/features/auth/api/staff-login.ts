import type { StaffLoginAnswer, StaffTotpChallenge } from '@venue/contract';
import { staffLogin, staffLoginTotp } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { staffMeQueryKey } from './get-staff-me';

/** Whether the login's answer asks for the authenticator app's code. */
export const needsTotpCode = (answer: StaffLoginAnswer): answer is StaffTotpChallenge =>
  'totpRequired' in answer;

/**
 * POST /api/staff/login (decision 017): sets the `venue_staff` cookie and answers the operator —
 * or, with two-factor login on (decision 035), answers a challenge for the code instead.
 * Refusals (STAFF_LOGIN_FAILED, RATE_LIMITED, a network failure) are shown under the form. Once a
 * session is open, the session's read holds the operator, so the scanner opens at once.
 */
export function useStaffLogin() {
  return useStaffWrite(staffLogin, [], {
    answerTo: (answer) => (needsTotpCode(answer) ? undefined : staffMeQueryKey),
  });
}

/**
 * POST /api/staff/login/totp (decision 035): the challenge and the app's code; sets the cookie
 * and answers the operator. A wrong or used code is 401 STAFF_LOGIN_FAILED, an old challenge
 * 401 STAFF_LOGIN_EXPIRED (back to the password), too many tries 429.
 */
export function useStaffLoginTotp() {
  return useStaffWrite(staffLoginTotp, [], { answerTo: () => staffMeQueryKey });
}
