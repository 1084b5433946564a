import type { OperatorLoginLock } from '@venue/contract';
import { toSeoulTime } from '@venue/contract/domain';

/**
 * What the operator list says about a locked login (decision 024): how many client addresses
 * are locked out of the id (5 failures each, 15 minutes) and whether the id itself is in its
 * short pause after many failures from many addresses, with the failures of the last hour.
 */
export function loginLockLabel(lock: OperatorLoginLock): string {
  const parts: string[] = [];
  if (lock.lockedAddressCount > 0) parts.push(`접속 ${lock.lockedAddressCount}곳 차단`);
  if (lock.pausedUntil) parts.push(`${toSeoulTime(new Date(lock.pausedUntil))}까지 잠시 멈춤`);
  return `로그인 잠김: ${parts.join(', ')} (최근 실패 ${lock.recentFailureCount}회)`;
}
