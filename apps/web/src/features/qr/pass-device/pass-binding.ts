import type { QrValue } from '@venue/contract';
import type { StoredPassKeys } from './key-store';

/**
 * What My QR does with today's pass on this phone (decision 070), from getQrValue and the key
 * this phone stored, if any. Pure, so each case has a row in its test.
 *
 * - ready: this phone holds the key the server names: show the rotating code.
 * - register: the SMS verification of the last 10 minutes lets this phone bind (or take over) the
 *   pass: make keys and register them. A phone that held the pass before and lost it to another
 *   phone registers only after verifying again itself (`verifiedHere`): otherwise two phones open
 *   within those 10 minutes would take the pass from each other at every refresh.
 * - moved: this phone had the pass, another phone registered it since: this one's QR no longer
 *   counts; verifying again here moves it back.
 * - noKey: no key here and registration closed (storage cleared, another browser, or the pass was
 *   issued more than 10 minutes ago): verify again.
 */
export type PassBinding = 'ready' | 'register' | 'moved' | 'noKey';

export function passBinding(
  pass: Pick<QrValue, 'deviceKeyId' | 'deviceRegistrationOpenYn'>,
  stored: Pick<StoredPassKeys, 'deviceKeyId'> | undefined,
  verifiedHere: boolean,
): PassBinding {
  if (stored && pass.deviceKeyId === stored.deviceKeyId) return 'ready';
  const movedAway = stored !== undefined && pass.deviceKeyId !== null;
  if (pass.deviceRegistrationOpenYn === 'Y' && (!movedAway || verifiedHere)) return 'register';
  return movedAway ? 'moved' : 'noKey';
}

/**
 * The server clock's lead over this phone's, from an answer and the phone's time it arrived
 * (TanStack Query's dataUpdatedAt, which the persisted cache keeps, so an answer read back
 * offline still gives the offset of when it was fresh).
 */
export function clockOffsetMs(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}
