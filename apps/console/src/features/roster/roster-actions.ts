import type { EntryStatusAction } from '@venue/contract';

export type RosterAction = { action: EntryStatusAction; label: string; danger?: boolean };

/**
 * The buttons a booking's card offers, from its status — the server's rules of
 * POST /api/staff/entries/status, so a button never leads to a sure refusal: a booking (or a
 * pending or won application) can be cancelled; a booking or a win marked 참여완료 or 불참; and
 * either mark corrected into the other.
 */
export function rosterActions(status: string): RosterAction[] {
  const cancel: RosterAction = { action: 'CANCEL', label: '예약 취소', danger: true };
  switch (status) {
    case 'CONFIRM':
    case 'APPLY':
    case 'WIN':
      return [{ action: 'DONE', label: '참여완료' }, { action: 'NOSHOW', label: '불참' }, cancel];
    case 'ATTEND':
      return [cancel];
    case 'NOSHOW':
      return [{ action: 'DONE', label: '참여완료로 정정' }];
    case 'DONE':
      return [{ action: 'NOSHOW', label: '불참으로 정정' }];
    default:
      return [];
  }
}
