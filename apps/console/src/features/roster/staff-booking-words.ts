import type { StaffRoster } from '@venue/contract';
import { instanceBegun } from './roster-actions';
import { freeSeats } from './waitlist-rows';

type Session = StaffRoster['instances'][number];

/** `14:00–15:00` */
export const sessionTime = (s: Pick<Session, 'startTime' | 'endTime'>) =>
  `${s.startTime}–${s.endTime}`;

/** `14:00–15:00 · 남은 자리 3석` as a choice of session says it. */
export function sessionChoice(s: Session) {
  const left = freeSeats(s);
  return `${sessionTime(s)} · ${left === null ? '정원 없음' : left === 0 ? '자리 없음' : `남은 자리 ${left}석`}`;
}

/**
 * The sessions staff may book on the day: live and not over (a walk-in's session may have begun);
 * a move goes only to a session not yet begun, and never to the one the booking is on.
 */
export function bookableSessions(
  instances: readonly Session[],
  execDate: string,
  now: Date,
  options: { notBegun?: boolean; except?: number } = {},
) {
  return instances.filter(
    (s) =>
      s.cancelledYn === 'N' &&
      s.programInstanceIdx !== options.except &&
      !instanceBegun(execDate, options.notBegun ? s.startTime : s.endTime, now),
  );
}

/** The result line of a staff booking, in an operator's words. */
export function createdWords(
  result: { reserveEntryId: string; walkInYn: 'Y' | 'N'; seatsLeft: number | null },
  who: string,
  session: string,
  personCount: number,
) {
  const left = result.seatsLeft === null ? '' : ` 남은 자리 ${result.seatsLeft}석.`;
  return result.walkInYn === 'Y'
    ? `현장 방문 ${who}님 ${session} 회차 ${personCount}명 예약하고 입장 처리했어요 (${result.reserveEntryId}).${left}`
    : `${who}님 ${session} 회차 ${personCount}명 예약했어요 (${result.reserveEntryId}). 회원님께 예약 확정 알림톡이 가요.${left}`;
}

/** The result line of a new party size. */
export function partySizeWords(who: string, from: number, to: number) {
  const seats = to < from ? ` ${from - to}석이 다시 열렸어요.` : ` ${to - from}석을 더 잡았어요.`;
  return `${who}님 예약 인원을 ${from}명에서 ${to}명으로 바꿨어요.${seats}`;
}

/** Failures after which the request may have been written though no answer came back. */
const UNANSWERED = new Set(['CLIENT_NO_RESPONSE', 'CLIENT_TIMEOUT', 'CLIENT_UNSTABLE_NETWORK']);

/**
 * What a staff booking dialog says when its write failed: the server's words, or — when no answer
 * came — that it may be done and that pressing again is safe (the dialog sends the same request
 * key, so the server answers what it did instead of doing it twice).
 */
export function writeFailureWords(failure: { errorCode: string; message: string }) {
  return UNANSWERED.has(failure.errorCode)
    ? '응답을 받지 못했어요. 이미 처리됐을 수 있어요. 내용을 바꾸지 않고 다시 누르면 두 번 처리되지 않아요.'
    : failure.message;
}

/** The first problem the contract's schema finds in a body, by field path (`walkIn.name`). */
export function problems(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined;
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    found[issue.path.map(String).join('.')] ??= issue.message;
  }
  return found;
}
