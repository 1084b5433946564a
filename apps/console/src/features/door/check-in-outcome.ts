import type { DoorBooking, PassMode, StaffCheckInResult } from '@venue/contract';
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
  /** what staff must do before letting the member in (a pass without capture protection) */
  warning?: string;
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
  stale: '시간이 지난 QR이에요',
  otherPhone: '등록된 휴대폰의 QR이 아니에요',
  memberGone: '탈퇴한 회원이에요',
  checkedInOffline: '입장 확인 (오프라인)',
  offlineUnknown: '오프라인으로 확인할 수 없어요',
} as const;

/**
 * A pass no phone holds (an old browser's daily QR or static code, decision 070): anyone with a
 * screenshot gets in with it, so staff look at the member.
 */
export const unboundPassWarning =
  '기본 QR이에요 (캡처 방지 없음). 본인인지 얼굴이나 신분증을 확인해 주세요.';

export const offlineAdmittedLine = '오프라인 입장 — 연결되면 보낼게요';

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
    ...(result.passMode === 'UNBOUND' ? { warning: unboundPassWarning } : {}),
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
  QR_CODE_STALE: outcomeTitles.stale,
  QR_DEVICE_UNKNOWN: outcomeTitles.otherPhone,
  QR_DEVICE_MOVED: outcomeTitles.otherPhone,
  QR_DEVICE_REQUIRED: outcomeTitles.invalid,
  QR_MEMBER_GONE: outcomeTitles.memberGone,
  OFFLINE_PASS_UNKNOWN: outcomeTitles.offlineUnknown,
  OFFLINE_NO_KEYS: outcomeTitles.offlineUnknown,
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

/** The offline door admitted a pass itself (decision 070): queued, sent when the network is back. */
export function outcomeOfOfflineAdmit(
  admitted: { memberName: string; passMode: PassMode; placeName: string },
  base: OutcomeBase,
): CheckInOutcome {
  return {
    ...base,
    tone: 'success',
    title: outcomeTitles.checkedInOffline,
    memberName: admitted.memberName,
    placeName: admitted.placeName,
    ...(admitted.passMode === 'UNBOUND' ? { warning: unboundPassWarning } : {}),
    details: [offlineAdmittedLine, `장소 ${admitted.placeName}`],
  };
}

/**
 * The offline door knows this pass was admitted here today: by itself offline, or by the server
 * while this scanner was online (decision 070).
 */
export function outcomeOfOfflineRepeat(
  admitted: { memberName: string; placeName: string },
  base: OutcomeBase,
): CheckInOutcome {
  return {
    ...base,
    tone: 'warning',
    title: outcomeTitles.already,
    memberName: admitted.memberName,
    placeName: admitted.placeName,
    details: ['이 스캐너에서 오늘 이미 입장 확인했어요.', `장소 ${admitted.placeName}`],
  };
}

/** The offline door refused a value, in the server's words for the same refusal. */
export function outcomeOfOfflineRefusal(
  refusal: { code: string; message: string },
  base: OutcomeBase,
): CheckInOutcome {
  return {
    ...base,
    tone: 'danger',
    title: errorTitles[refusal.code] ?? outcomeTitles.invalid,
    memberName: null,
    placeName: null,
    details: [refusal.message, '오프라인으로 확인했어요.'],
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
