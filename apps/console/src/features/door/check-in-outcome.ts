import type { DoorBooking, StaffCheckInResult } from '@venue/contract';
import { toSeoulTime } from '@venue/contract/domain';
import { unreadableQrMessage } from '../../components/qr-input/use-qr-reader';
import type { ApiRequestError } from '../../lib/api-client';
// A place may be a program, whose name is CMS markup (spec 000 §3): shown as plain text.
import { htmlText } from '../../lib/html-text';

/**
 * What the scanner's result card and its history show for one scan: a pure translation of the
 * check-in answer (or its refusal) into the words staff read at the door, so every kind is
 * table-tested without a camera.
 */
export type CheckInTone = 'success' | 'warning' | 'danger';

export type CheckInOutcome = {
  /** increasing per page instance; the React key of the history */
  id: number;
  tone: CheckInTone;
  title: string;
  /** the member's masked name, when the QR was a member's */
  memberName: string | null;
  details: string[];
  /** where it was checked, for the history line */
  placeName: string | null;
  /** when staff scanned it (HH:mm, Seoul) */
  scannedAt: string;
};

type OutcomeBase = Pick<CheckInOutcome, 'id' | 'scannedAt'>;

export const outcomeTitles = {
  checkedIn: '입장 확인',
  already: '이미 입장 확인된 QR이에요',
  invalid: '입장 불가',
  expired: '지난 QR이에요',
  validation: '입력한 값을 확인해 주세요',
  rateLimited: '잠시 후 다시 시도해 주세요',
  failed: '입장 확인을 하지 못했어요',
  noBooking: '예약이 없어요',
  notOnList: '이 명단으로는 입장할 수 없어요',
} as const;

function sentMessage(result: StaffCheckInResult): string {
  if (result.result === 'ALREADY_CHECKED_IN') return '회원님 휴대폰에 새 알림은 보내지 않았어요.';
  return result.message.tutorialYn === 'Y' && result.message.tutorialLink
    ? '회원님 휴대폰에 환영 인사와 튜토리얼 안내를 보냈어요.'
    : '회원님 휴대폰에 환영 인사를 보냈어요. (튜토리얼 없음)';
}

export function outcomeOfResult(result: StaffCheckInResult, base: OutcomeBase): CheckInOutcome {
  const already = result.result === 'ALREADY_CHECKED_IN';
  const firstAt = toSeoulTime(new Date(result.checkedInAt));
  const placeName = htmlText(result.place.name);
  return {
    ...base,
    tone: already ? 'warning' : 'success',
    title: already ? outcomeTitles.already : outcomeTitles.checkedIn,
    memberName: result.memberName,
    placeName,
    details: [
      ...(already ? [`처음 확인 ${firstAt}`] : []),
      ...(result.booking ? [bookingLine(result.booking)] : []),
      `${result.visitCount}번째 방문`,
      `장소 ${placeName}`,
      sentMessage(result),
    ],
  };
}

/** The booking the door found at a program place (decision 032): instance, party size, number. */
export function bookingLine(booking: DoorBooking): string {
  const instance = booking.execTime ? `${booking.execTime} 회차` : '회차 없음';
  return `예약 ${instance} · ${booking.participantCnt}명 · ${booking.reserveEntryId}`;
}

const errorTitles: Record<string, string> = {
  QR_INVALID: outcomeTitles.invalid,
  QR_EXPIRED: outcomeTitles.expired,
  VALIDATION_FAILED: outcomeTitles.validation,
  RATE_LIMITED: outcomeTitles.rateLimited,
  DOOR_NO_BOOKING: outcomeTitles.noBooking,
  DOOR_LIST_REFUSED: outcomeTitles.notOnList,
};

/** A refused check-in: the server's own message (or the client's fallback) under a short title. */
export function outcomeOfError(error: ApiRequestError, base: OutcomeBase): CheckInOutcome {
  const fieldMessage = error.fields?.[0]?.message;
  return {
    ...base,
    tone: 'danger',
    title: errorTitles[error.errorCode] ?? outcomeTitles.failed,
    memberName: null,
    placeName: null,
    details: [fieldMessage && fieldMessage !== error.message ? fieldMessage : error.message],
  };
}

export function outcomeOfUnreadable(base: OutcomeBase): CheckInOutcome {
  return {
    ...base,
    tone: 'danger',
    title: outcomeTitles.invalid,
    memberName: null,
    placeName: null,
    details: [unreadableQrMessage],
  };
}

/** A short buzz for staff who are not looking at the screen: one for in, two for a problem. */
export const vibrationPatterns: Record<CheckInTone, number | number[]> = {
  success: 120,
  warning: [90, 70, 90],
  danger: [220, 90, 220],
};

/** The history keeps this instance's last results, newest first. */
export const HISTORY_LENGTH = 10;

export function pushHistory(history: CheckInOutcome[], outcome: CheckInOutcome): CheckInOutcome[] {
  return [outcome, ...history].slice(0, HISTORY_LENGTH);
}
