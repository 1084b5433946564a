import {
  staffTotpDisable,
  staffTotpEnable,
  staffTotpSetup,
  staffTotpStatus,
} from '@venue/contract/endpoints';
import { useStaffRead, useStaffWrite } from '../../../lib/staff-query';

/** The status's read; a change answers the new status, so the page shows it at once. */
const totpStatusKey = ['staff', 'totp', 'status'];
const answersStatus = { answerTo: () => totpStatusKey };

/** POST /api/staff/totp/status (decision 035): whether one's own two-factor login is on. */
export function useTotpStatus() {
  return useStaffRead(totpStatusKey, staffTotpStatus);
}

/**
 * POST /api/staff/totp/setup (ADMIN): a new secret waiting for its first code, answered once:
 * the otpauth URI, the base32 secret and the QR (an SVG data: URL drawn by the server).
 */
export function useTotpSetup() {
  return useStaffWrite(staffTotpSetup, []);
}

/** POST /api/staff/totp/enable (ADMIN): the app's code turns it on; a wrong one is on `code`. */
export function useTotpEnable() {
  return useStaffWrite(staffTotpEnable, [], answersStatus);
}

/** POST /api/staff/totp/disable: off with the current password (a wrong one is on `password`). */
export function useTotpDisable() {
  return useStaffWrite(staffTotpDisable, [], answersStatus);
}
