import type { ProgramDetail } from '@venue/contract';
import { detailMainButton, type EntryProgramType, ProgramType } from '@venue/contract/domain';

/**
 * What pressing the detail's main button does (spec 001 §4 "Flow on pressing the button"), as a
 * pure decision the button and /schedule both apply, first matching rule wins:
 * 1. no token → login, with a redirect back;
 * 2. participationPossibleYn N → the restriction alert;
 * 3. an entry already (attendCnt above 0), or status DONE, or a cancelled win → the entry detail
 *    (a cancelled reservation starts a new booking; a NOSHOW is no button);
 * 4. otherwise → start the flow (inProgress) and go to /schedule/{programIdx}.
 * A hidden (DEFAULT) or disabled (closed) button does nothing.
 */
export type MainButtonAction =
  | { kind: 'none' }
  | { kind: 'login' }
  | { kind: 'restricted' }
  | { kind: 'entry'; programType: EntryProgramType; reserveEntryIdx: number }
  | { kind: 'start'; programType: EntryProgramType };

type GuardProgram = Pick<
  ProgramDetail,
  | 'programType'
  | 'closedYn'
  | 'participationPossibleYn'
  | 'attendStatus'
  | 'attendCnt'
  | 'reserveEntryIdx'
>;

/**
 * Entries whose detail the button opens though they hold no place. A cancelled reservation is not
 * one: its member may book again while seats remain; a cancelled win is. A NOSHOW
 * never gets here: it is a status, not a button (detailMainButton's statusOnly).
 */
const FINISHED_STATUSES = new Set(['DONE', 'NOSHOW']);

export function mainButtonAction(program: GuardProgram, loggedIn: boolean): MainButtonAction {
  const button = detailMainButton({ ...program, loggedIn });
  if (button.hidden || button.disabled) return { kind: 'none' };
  const programType = program.programType as EntryProgramType;
  if (!loggedIn) return { kind: 'login' };
  if (program.participationPossibleYn === 'N') return { kind: 'restricted' };
  const cancelledWin =
    program.attendStatus === 'CANCEL' && program.programType === ProgramType.APPLICATION;
  const hasEntry =
    program.attendCnt > 0 ||
    cancelledWin ||
    (program.attendStatus !== null && FINISHED_STATUSES.has(program.attendStatus));
  if (hasEntry && program.reserveEntryIdx !== null) {
    return { kind: 'entry', programType, reserveEntryIdx: program.reserveEntryIdx };
  }
  return { kind: 'start', programType };
}

/**
 * What 대기 신청 on the program detail does (decision 063), in the main button's order: login,
 * the restriction alert, then the flow. Only for a program the detail shows closed because its
 * sessions are full (waitlist-rules.ts `mayOfferWaitlist`); /schedule applies it too when it is
 * reached that way.
 */
export function waitlistStartAction(
  program: Pick<ProgramDetail, 'programType' | 'participationPossibleYn'>,
  loggedIn: boolean,
): MainButtonAction {
  if (!loggedIn) return { kind: 'login' };
  if (program.participationPossibleYn === 'N') return { kind: 'restricted' };
  return { kind: 'start', programType: program.programType as EntryProgramType };
}

/** Spec 001 §4, verbatim: the restriction alert. */
export const RESTRICTED_ALERT = {
  title: '예약 신청 불가',
  subtitle: '현재 회원님은 예약 신청이 제한되어 있습니다.<br>고객센터로 문의해 주세요.',
} as const;

/** Spec 001 §4 step 5 and §8, verbatim: a flow page reached without a flow in progress. */
export const FLOW_DONE_TEXT = '완료된 예약·응모입니다.';

/** Spec 001 §8, verbatim. */
export const flowMessages = {
  loadFailed: 'api를 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.',
  submitFailed: '예약·응모에 실패했습니다. 잠시 후 다시 시도해주세요.',
  submitException: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  notFound: '프로그램 정보를 찾을 수 없습니다.',
  alreadyEntered: '이미 예약·응모 완료 되었습니다.',
} as const;

/** Words that change with the program type: 예약 for reservations, 응모 for draws. */
export function entryWord(programType: string | null | undefined): '예약' | '응모' {
  return programType === ProgramType.APPLICATION ? '응모' : '예약';
}
