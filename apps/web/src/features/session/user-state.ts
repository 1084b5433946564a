import { type UserState, userStateOf } from '@venue/contract/domain';
import { localStorageKeys, readLocal } from '../../lib/storage-keys';
import { useIsLoggedIn } from '../../stores/session-store';
import { useUserInfo } from './api/get-user-info';

/**
 * The localStorage `checkin` flag (spec 000 §3), written by the QR check-in flow. Any value but
 * an explicit "no" counts, so 'Y', 'true' and a timestamp all mean checked in.
 */
export function isCheckinFlagSet(value: string | null): boolean {
  if (value === null) return false;
  const normalized = value.trim().toLowerCase();
  return normalized !== '' && normalized !== 'n' && normalized !== 'false' && normalized !== '0';
}

/**
 * Spec 000 §4 user state: notLoggedIn without a jwt; checkedIn with the check-in flag or the
 * member's qrAuthYn Y; otherwise loggedIn. While the user info is loading, a member without the
 * flag is loggedIn.
 */
export function useUserState(): UserState {
  const loggedIn = useIsLoggedIn();
  const userInfo = useUserInfo();
  return userStateOf({
    hasJwt: loggedIn,
    checkin: isCheckinFlagSet(readLocal(localStorageKeys.checkin)),
    qrAuthYn: userInfo.data?.qrAuthYn ?? null,
  });
}
