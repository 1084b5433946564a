import { seoulToday, type UserState, userStateOf } from '@venue/contract/domain';
import { localStorageKeys, readLocal } from '../../lib/storage-keys';
import { useUserInfo } from '../../lib/user-info';
import { useIsLoggedIn } from '../../stores/session-store';

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The localStorage `checkin` flag (spec 000 §3–4): the live welcome of /qrComplet writes it when
 * staff check the member in, so the home switches to the in-venue view at once. Its value is the
 * Seoul day of that check-in (YYYY-MM-DD, decision 008), and it counts on that day only: a
 * check-in is for one visit, and a flag left from an earlier day must not keep the member "in the
 * venue" (the server's qrAuthYn is the truth; the flag only bridges until it answers).
 *
 * Any other value (Y, true, a timestamp) does not count either. The app never wrote one (the flag
 * is first written by the QR check-in), and a value that does not say its day cannot be known to
 * be today's; counting it would strand a member in the in-venue home for good. Logout clears it.
 */
export function isCheckinFlagSet(value: string | null, now: Date = new Date()): boolean {
  if (value === null) return false;
  const day = value.trim();
  return YMD.test(day) && day === seoulToday(now);
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
