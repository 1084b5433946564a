import { staffFrequencyMember } from '@venue/contract/endpoints';
import { readKey, staffReadOptions, useStaffRead } from '../../../lib/staff-query';

const deskMember = ['staff', 'frequency', 'member'];

/**
 * The member a desk screen is looking at, keyed by the QR text or entry code staff read. The key
 * lives only as long as the reward desk shows that member: 다른 회원 removes it (the code is
 * today's pass, not something to keep around).
 */
export const deskMemberKey = (qrValue: string) => readKey(deskMember, { qrValue });

/**
 * POST /api/staff/frequency/member (decision 022): the member behind today's QR and their Draw
 * Tour board. Refusals (QR_INVALID, QR_EXPIRED, SEASON_NOT_RUNNING, RATE_LIMITED) are shown on
 * the reward desk page in the server's words, never as the global alert.
 *
 * Fresh on every scan (the page fetches with `staleTime: 0`), then held while the board is open:
 * the handout answers the new board itself (claim-reward.ts writes it into this key).
 */
export const deskMemberQueryOptions = (qrValue: string) =>
  staffReadOptions(deskMember, staffFrequencyMember, { qrValue }, { staleTime: Infinity });

/** The open board; idle while no member is chosen. */
export function useDeskMember(qrValue: string | null) {
  return useStaffRead(
    deskMember,
    staffFrequencyMember,
    { qrValue: qrValue ?? '' },
    { staleTime: Infinity, enabled: qrValue !== null },
  );
}
