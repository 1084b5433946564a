import { z } from 'zod';
import { parseYmd } from '../domain/dates';
import { MAX_ID } from '../domain/ids';
import { signupClosedMessages } from '../domain/terms-catalog';
import {
  BIRTH_YEAR_MIN,
  hasControlCharacter,
  VENUE_YEAR_MAX,
  VENUE_YEAR_MIN,
  validationMessages,
} from '../domain/validation';

/**
 * Every /api response is wrapped in one envelope (spec 000 §7–8).
 * Success: `{ success: true, resultCode: 200, message, data }`.
 * Failure: `{ success: false, resultCode: <HTTP status>, errorCode, message }` where `message`
 * is Korean text fit to show the visitor and `errorCode` is stable for clients.
 */
export const apiSuccess = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    resultCode: z.number().int(),
    message: z.string(),
    data,
  });

export type ApiSuccess<T> = { success: true; resultCode: number; message: string; data: T };

export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  /** a multipart body that cannot be read, or a path with broken percent-encoding */
  MALFORMED_REQUEST: 'MALFORMED_REQUEST',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_FOUND: 'NOT_FOUND',
  API_NOT_FOUND: 'API_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  /** the operator logs in with a temporary password: POST /api/staff/password first */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /** a state-changing staff call sent from another site (Origin, Sec-Fetch-Site; decision 043) */
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** the database is unreachable or too slow right now (503); retrying later works (decision 037) */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /** the venue's scheduled maintenance window is on: the web shows /inspection (decision 030) */
  UNDER_MAINTENANCE: 'UNDER_MAINTENANCE',
  // Domain failures the client shows as they are (spec 000 §5, spec 001 §4, §8).
  /** Wrong SMS code. */
  OTP_MISMATCH: 'OTP_MISMATCH',
  /** Spec code 6010: too many wrong SMS codes; the visitor must resend. */
  OTP_ATTEMPTS_EXCEEDED: 'OTP_ATTEMPTS_EXCEEDED',
  /** The verification (seq) expired or was never sent. */
  OTP_EXPIRED: 'OTP_EXPIRED',
  CAPTCHA_MISMATCH: 'CAPTCHA_MISMATCH',
  CAPTCHA_EXPIRED: 'CAPTCHA_EXPIRED',
  CAPTCHA_ATTEMPTS_EXCEEDED: 'CAPTCHA_ATTEMPTS_EXCEEDED',
  GUARDIAN_AGE_GAP: 'GUARDIAN_AGE_GAP',
  TERMS_REQUIRED: 'TERMS_REQUIRED',
  /** a signup term has no version in force yet: nobody can sign up until it does */
  SIGNUP_CLOSED: 'SIGNUP_CLOSED',
  /** a new version of a required term is in force: the member agrees again before reserving */
  TERMS_REAGREE_REQUIRED: 'TERMS_REAGREE_REQUIRED',
  /** the terms sent are not the versions in force any more (a newer one came into force) */
  TERMS_CHANGED: 'TERMS_CHANGED',
  /** a published terms version never changes: publish a new version (decision 028) */
  TERMS_PUBLISHED: 'TERMS_PUBLISHED',
  /** the provider refused the code, or the code/state was already used (spec 000 §8 login failure) */
  LOGIN_FAILED: 'LOGIN_FAILED',
  /** the login ticket of signup or /Integration is missing, forged or older than 30 minutes */
  LOGIN_TICKET_EXPIRED: 'LOGIN_TICKET_EXPIRED',
  /** this person (CI) already has an account: link it (/Integration) instead of signing up */
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  VIP_KEY_INVALID: 'VIP_KEY_INVALID',
  /** spec 001 §8: the message begins "Your exclusive access key has expired..." */
  VIP_KEY_EXPIRED: 'VIP_KEY_EXPIRED',
  LEGAL_GUARDIAN_NOT_FOUND: 'LEGAL_GUARDIAN_NOT_FOUND',
  PROGRAM_NOT_FOUND: 'PROGRAM_NOT_FOUND',
  PARTICIPATION_RESTRICTED: 'PARTICIPATION_RESTRICTED',
  ALREADY_ENTERED: 'ALREADY_ENTERED',
  PROGRAM_CLOSED: 'PROGRAM_CLOSED',
  CAPACITY_FULL: 'CAPACITY_FULL',
  /** a reserveEntryId already used with another body or by another member (not a retry) */
  RESERVE_ENTRY_ID_CONFLICT: 'RESERVE_ENTRY_ID_CONFLICT',
  /** cancel refused: the instance has started, the entry is finished, or it is an application */
  ENTRY_NOT_CANCELLABLE: 'ENTRY_NOT_CANCELLABLE',
  /** a reminder's answer link that does not verify */
  LINK_INVALID: 'LINK_INVALID',
  /** no new bookings or draw entries until a date, after no-shows (decision 065) */
  BOOKING_RESTRICTED: 'BOOKING_RESTRICTED',
  /** the waiting list (decision 063): the session still has seats, so book instead */
  SEATS_AVAILABLE: 'SEATS_AVAILABLE',
  /** the member is in this session's line already */
  WAITLIST_ALREADY_JOINED: 'WAITLIST_ALREADY_JOINED',
  /** the member waits for as many sessions as the venue allows */
  WAITLIST_LIMIT: 'WAITLIST_LIMIT',
  /** an offer accepted after its deadline (the seats went to the next member) */
  WAITLIST_OFFER_EXPIRED: 'WAITLIST_OFFER_EXPIRED',
  /** accept or decline without an open offer */
  WAITLIST_NOT_OFFERED: 'WAITLIST_NOT_OFFERED',
  /** a reminder's answer given after the visit began */
  LINK_EXPIRED: 'LINK_EXPIRED',
  /** console: an instance's capacity below the seats already booked (decision 026) */
  SEATS_BELOW_BOOKED: 'SEATS_BELOW_BOOKED',
  /** console: cancelling an instance with bookings needs confirm: true */
  INSTANCE_HAS_ENTRIES: 'INSTANCE_HAS_ENTRIES',
  /** console: the program already has a live instance at that day and start time */
  INSTANCE_SLOT_TAKEN: 'INSTANCE_SLOT_TAKEN',
  /** console: a cancelled or started instance, or the date and time of one with bookings */
  INSTANCE_NOT_EDITABLE: 'INSTANCE_NOT_EDITABLE',
  /** the scanned text is no QR of this venue, or its member is gone (decision 017) */
  QR_INVALID: 'QR_INVALID',
  /** the QR pass was issued on an earlier day */
  QR_EXPIRED: 'QR_EXPIRED',
  /** decision 070: a rotating code more than one 15-second step from the door's clock (a screenshot) */
  QR_CODE_STALE: 'QR_CODE_STALE',
  /** decision 070: a rotating code not signed by the phone the pass is bound to */
  QR_DEVICE_UNKNOWN: 'QR_DEVICE_UNKNOWN',
  /** decision 070: a rotating code of the phone the pass moved away from */
  QR_DEVICE_MOVED: 'QR_DEVICE_MOVED',
  /** decision 070: the daily QR or static entry code of a pass bound to a phone */
  QR_DEVICE_REQUIRED: 'QR_DEVICE_REQUIRED',
  /** decision 070: the pass's member has withdrawn */
  QR_MEMBER_GONE: 'QR_MEMBER_GONE',
  /** decision 070: registering a phone without a pass today */
  QR_NOT_ISSUED: 'QR_NOT_ISSUED',
  /** decision 070: registering a phone without an SMS verification in the last 10 minutes */
  QR_DEVICE_VERIFY_AGAIN: 'QR_DEVICE_VERIFY_AGAIN',
  /** decision 070: an offline scan synced on another Seoul day than it was made */
  SCAN_OTHER_DAY: 'SCAN_OTHER_DAY',
  /** decision 070: an offline scan whose time is more than a minute ahead of the server's clock */
  SCAN_IN_FUTURE: 'SCAN_IN_FUTURE',
  /** no staff session, or it expired: log in to the console again */
  STAFF_UNAUTHORIZED: 'STAFF_UNAUTHORIZED',
  /** wrong staff login id or password (the same answer for both) */
  STAFF_LOGIN_FAILED: 'STAFF_LOGIN_FAILED',
  /** the two-factor login's challenge is forged, older than 5 minutes or used: log in again */
  STAFF_LOGIN_EXPIRED: 'STAFF_LOGIN_EXPIRED',
  /** /setting/easy: the login used for the current session cannot be unlinked */
  UNLINK_CURRENT_LOGIN: 'UNLINK_CURRENT_LOGIN',
  /** /setting/easy: unlinking would leave the member no way to log in */
  UNLINK_LAST_LOGIN: 'UNLINK_LAST_LOGIN',
  /** the survey's period has ended (decision 021) */
  SURVEY_CLOSED: 'SURVEY_CLOSED',
  /** the survey is for members who visited in its period / attended its program */
  SURVEY_NOT_ELIGIBLE: 'SURVEY_NOT_ELIGIBLE',
  /** a survey is answered once per member */
  SURVEY_ALREADY_ANSWERED: 'SURVEY_ALREADY_ANSWERED',
  /** the staff desk: no Draw Tour season runs today (decision 022) */
  SEASON_NOT_RUNNING: 'SEASON_NOT_RUNNING',
  /** the member has fewer stamps than the reward needs */
  REWARD_LOCKED: 'REWARD_LOCKED',
  /** the reward was handed to this member before: each reward is handed out once */
  REWARD_ALREADY_CLAIMED: 'REWARD_ALREADY_CLAIMED',
  /** every one of a limited reward has been handed out */
  REWARD_OUT_OF_STOCK: 'REWARD_OUT_OF_STOCK',
  // The door and the entries (decision 032).
  /** the door rule of a program place: the member has no booking for the instance about to start */
  DOOR_NO_BOOKING: 'DOOR_NO_BOOKING',
  /** the scanner's named check-in list does not admit this member here */
  DOOR_LIST_REFUSED: 'DOOR_LIST_REFUSED',
  /** an operator's status change the entry's status does not allow (e.g. already cancelled) */
  ENTRY_STATUS_CONFLICT: 'ENTRY_STATUS_CONFLICT',
  /** the check-in to undo does not exist (or was undone already) */
  CHECKIN_NOT_FOUND: 'CHECKIN_NOT_FOUND',
  // Members, VIP keys and exports (decision 033)
  /** the VIP access key was revoked by an ADMIN: it logs nobody in */
  VIP_KEY_REVOKED: 'VIP_KEY_REVOKED',
  /** the VIP key is revoked already, or the restriction is already as asked */
  ALREADY_DONE: 'ALREADY_DONE',
  // The draws screen (decision 036)
  /** the program was drawn already: its settings are fixed and it never draws twice */
  DRAW_ALREADY_RUN: 'DRAW_ALREADY_RUN',
  /** a cancelled win was offered already, or the entry is not a cancelled win of the draw */
  DRAW_OFFER_CONFLICT: 'DRAW_OFFER_CONFLICT',
  /** nobody is left in the cancelled win's pool to offer it to */
  DRAW_NO_NEXT_CANDIDATE: 'DRAW_NO_NEXT_CANDIDATE',
  /** a member's accept of a cancelled win after its window */
  DRAW_OFFER_EXPIRED: 'DRAW_OFFER_EXPIRED',
  /** accept or decline of an entry with no open offer of a cancelled win */
  DRAW_OFFER_NOT_OPEN: 'DRAW_OFFER_NOT_OPEN',
  // Instances and their days
  /** a no-show is marked once the instance has begun, never before */
  NOSHOW_BEFORE_START: 'NOSHOW_BEFORE_START',
  /** staff bookings (decision 069): a walk-in is booked on a session of today only */
  WALK_IN_NOT_TODAY: 'WALK_IN_NOT_TODAY',
  /** staff bookings: the session has ended, or a move's target is not a live session of the program */
  SESSION_NOT_BOOKABLE: 'SESSION_NOT_BOOKABLE',
  /** a hold released already (by another EDITOR a moment ago) */
  HOLD_RELEASED: 'HOLD_RELEASED',
  /**
   * a console write's `requestKey` came again with another body: the key names one action, so the
   * first answer cannot stand for this one (lib/idempotency.ts on the server)
   */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** the instance's day is a closed day of the venue (or closed today): no new bookings */
  DAY_CLOSED: 'DAY_CLOSED',
  /** console: a dated program is published with at least one instance */
  PROGRAM_HAS_NO_INSTANCES: 'PROGRAM_HAS_NO_INSTANCES',
  // Messages (decision 059)
  /** a delivery report for a message not recorded as sent yet: the provider brings it again */
  MESSAGE_NOT_FOUND: 'MESSAGE_NOT_FOUND',
  /** console: only a FAILED message is sent again (it may have been resent a moment ago) */
  MESSAGE_NOT_FAILED: 'MESSAGE_NOT_FAILED',
  /** console: a template names a `#{…}` its kind does not fill */
  TEMPLATE_VARIABLE_UNKNOWN: 'TEMPLATE_VARIABLE_UNKNOWN',
  /** console: 예약 확정, 응모 완료 and 취소 안내 cannot be marked 광고성 */
  TEMPLATE_ESSENTIAL_INFORMATION: 'TEMPLATE_ESSENTIAL_INFORMATION',
  /**
   * the calendar link does not verify, or its entry has no calendar (an application not won, a
   * program without instances)
   */
  CALENDAR_NOT_FOUND: 'CALENDAR_NOT_FOUND',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default Korean message per error code; a handler may give a more specific one. */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: '입력값을 다시 확인해 주세요.',
  MALFORMED_JSON: '요청 형식이 올바르지 않습니다.',
  MALFORMED_REQUEST: '요청 형식이 올바르지 않습니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  PAYLOAD_TOO_LARGE: '요청 데이터가 너무 큽니다.',
  NOT_FOUND: '요청하신 정보를 찾을 수 없습니다.',
  API_NOT_FOUND: '요청하신 API를 찾을 수 없습니다.',
  METHOD_NOT_ALLOWED: '허용되지 않은 요청입니다.',
  UNAUTHORIZED: '로그인이 필요합니다.',
  TOKEN_EXPIRED: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  FORBIDDEN: '접근 권한이 없습니다.',
  PASSWORD_CHANGE_REQUIRED:
    '임시 비밀번호로 로그인했어요. 새 비밀번호를 정한 뒤에 이용할 수 있어요.',
  CROSS_SITE_REQUEST:
    '다른 사이트에서 보낸 요청은 처리하지 않아요. 콘솔 화면에서 다시 시도해 주세요.',
  CONFLICT: '이미 처리된 요청입니다.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  INTERNAL: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  SERVICE_UNAVAILABLE: '서비스 점검 중입니다. 잠시 후 다시 이용해 주세요.',
  DATABASE_UNAVAILABLE: '일시적으로 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  UNDER_MAINTENANCE: '서비스 점검 중이에요. 점검이 끝나면 다시 이용해 주세요.',
  OTP_MISMATCH: '잘못된 인증번호입니다. 다시 시도해 주세요.',
  OTP_ATTEMPTS_EXCEEDED: '인증번호 오류 입력 건수가 초과되었습니다. 재전송버튼을 클릭해주세요.',
  OTP_EXPIRED: '인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.',
  CAPTCHA_MISMATCH: '보안문자가 일치하지 않습니다. 다시 입력해 주세요.',
  CAPTCHA_EXPIRED: '보안문자가 만료되었습니다. 새로고침 후 다시 입력해 주세요.',
  CAPTCHA_ATTEMPTS_EXCEEDED: '보안문자 입력 횟수를 초과했습니다. 새로고침 후 다시 입력해 주세요.',
  GUARDIAN_AGE_GAP:
    '보호자 동의는 사용자와의 연령 차이가 18세 이상인 경우에만 가능합니다. 보호자 정보를 다시 한번 확인해 주세요.',
  TERMS_REQUIRED: '필수 약관에 모두 동의해 주세요.',
  SIGNUP_CLOSED: `${signupClosedMessages.title}. ${signupClosedMessages.body}`,
  TERMS_REAGREE_REQUIRED: '변경된 필수 약관에 동의하신 후 예약·응모할 수 있어요.',
  TERMS_CHANGED: '약관 정보가 변경되었습니다. 약관을 다시 확인해 주세요.',
  TERMS_PUBLISHED: '게시된 약관은 고칠 수 없어요. 새 버전을 만들어 주세요.',
  LOGIN_FAILED: '로그인 중 에러가 발생했습니다. 다시 시도해주세요.',
  LOGIN_TICKET_EXPIRED: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  ALREADY_MEMBER: '이미 가입된 회원입니다. 기존 계정과 연결해 주세요.',
  VIP_KEY_INVALID: '유효하지 않은 VIP 입장 키입니다. 입장 키를 다시 확인해 주세요.',
  VIP_KEY_EXPIRED:
    'Your exclusive access key has expired. VIP 입장 키의 유효기간이 만료되었습니다. 현장 직원에게 문의해 주세요.',
  LEGAL_GUARDIAN_NOT_FOUND: '보호자 정보를 불러오지 못했습니다. 정보를 입력해주세요.',
  PROGRAM_NOT_FOUND: '프로그램 정보를 찾을 수 없습니다.',
  PARTICIPATION_RESTRICTED:
    '현재 회원님은 예약 신청이 제한되어 있습니다.<br>고객센터로 문의해 주세요.',
  ALREADY_ENTERED: '이미 예약·응모 완료 되었습니다.',
  PROGRAM_CLOSED: '지금은 진행하지 않는 프로그램이에요 :(',
  CAPACITY_FULL: '선택하신 회차의 정원이 모두 찼어요. 다른 회차를 선택해 주세요.',
  RESERVE_ENTRY_ID_CONFLICT: '이미 다른 신청에 사용된 예약 번호예요. 처음부터 다시 신청해 주세요.',
  ENTRY_NOT_CANCELLABLE: '이미 시작된 프로그램은 예약을 취소할 수 없어요.',
  LINK_INVALID: '링크를 확인할 수 없어요. 알림톡의 버튼을 다시 눌러 주세요.',
  BOOKING_RESTRICTED:
    '불참이 쌓여 당분간 예약·응모를 할 수 없어요. 이의가 있으시면 1:1 문의(예약 제한 이의)로 알려 주세요.',
  SEATS_AVAILABLE: '아직 자리가 있어요. 대기 신청 대신 바로 예약해 주세요.',
  WAITLIST_ALREADY_JOINED: '이미 이 회차의 대기 목록에 있어요.',
  WAITLIST_LIMIT:
    '대기 신청은 동시에 정해진 회차 수까지 할 수 있어요. 다른 대기를 취소한 뒤 신청해 주세요.',
  WAITLIST_OFFER_EXPIRED: '예약 제안 시간이 지나 자리가 다음 대기자에게 넘어갔어요.',
  WAITLIST_NOT_OFFERED: '지금 받을 수 있는 예약 제안이 없어요.',
  LINK_EXPIRED: '방문 시간이 지나 더 이상 답할 수 없어요. 예약 내역은 앱에서 확인해 주세요.',
  SEATS_BELOW_BOOKED: '이미 예약된 좌석보다 적게 줄일 수 없어요.',
  INSTANCE_HAS_ENTRIES: '예약이 있는 회차예요. 예약까지 모두 취소할지 확인해 주세요.',
  INSTANCE_SLOT_TAKEN: '같은 날짜와 시작 시간의 회차가 이미 있어요.',
  INSTANCE_NOT_EDITABLE: '이 회차는 바꿀 수 없어요.',
  QR_INVALID: '확인할 수 없는 QR이에요. 회원님의 My QR 화면을 다시 보여 주세요.',
  QR_EXPIRED: '오늘 발급된 QR이 아니에요. My QR에서 오늘의 QR을 새로 발급해 주세요.',
  QR_CODE_STALE:
    '시간이 지난 QR이에요. 캡처한 화면은 쓸 수 없어요. 회원님의 휴대폰에서 My QR을 열어 보여 주세요.',
  QR_DEVICE_UNKNOWN: '이 회원의 휴대폰에 등록된 QR이 아니에요. 본인 휴대폰의 My QR을 보여 주세요.',
  QR_DEVICE_MOVED:
    '다른 휴대폰으로 옮겨진 QR이에요. 마지막으로 QR을 발급한 휴대폰의 My QR을 보여 주세요.',
  QR_DEVICE_REQUIRED:
    '휴대폰에 등록된 QR이라 이 코드로는 입장할 수 없어요. My QR 화면의 QR이나 지금 보이는 입장 코드를 보여 주세요.',
  QR_MEMBER_GONE: '탈퇴한 회원의 QR이에요. 입장할 수 없어요.',
  QR_NOT_ISSUED: '오늘 발급된 QR이 없어요. 본인확인 후 QR을 발급해 주세요.',
  QR_DEVICE_VERIFY_AGAIN: '이 휴대폰에서 QR을 쓰려면 본인확인을 다시 해 주세요.',
  SCAN_OTHER_DAY: '다른 날에 스캔한 기록이라 반영하지 않았어요.',
  SCAN_IN_FUTURE: '스캔 시각이 서버 시각보다 늦어요. 스캐너의 시계를 확인해 주세요.',
  STAFF_UNAUTHORIZED: '스태프 로그인이 필요해요.',
  STAFF_LOGIN_FAILED: '아이디 또는 비밀번호가 올바르지 않아요.',
  STAFF_LOGIN_EXPIRED: '로그인 확인 시간이 지났어요. 아이디와 비밀번호부터 다시 입력해 주세요.',
  UNLINK_CURRENT_LOGIN: '지금 로그인에 사용 중인 계정은 연결 해제할 수 없어요.',
  UNLINK_LAST_LOGIN: '로그인 방법이 하나만 남아 있어 연결 해제할 수 없어요.',
  SURVEY_CLOSED: '참여 기간이 끝난 설문이에요. 다음 설문에서 만나요.',
  SURVEY_NOT_ELIGIBLE: '방문하셨거나 참여하신 분께만 열리는 설문이에요.',
  SURVEY_ALREADY_ANSWERED: '이미 참여하신 설문이에요. 소중한 의견 감사합니다.',
  SEASON_NOT_RUNNING: '지금은 진행 중인 드로우 투어 시즌이 없어요.',
  REWARD_LOCKED: '도장이 모자라 아직 받을 수 없는 리워드예요.',
  REWARD_ALREADY_CLAIMED: '이미 지급한 리워드예요.',
  REWARD_OUT_OF_STOCK: '준비한 수량이 모두 소진된 리워드예요.',
  // The door and the entries, members, VIP keys and the draws
  DOOR_NO_BOOKING: '지금 회차에 예약이 없는 회원이에요.',
  DOOR_LIST_REFUSED: '선택한 입장 명단으로는 입장할 수 없는 회원이에요.',
  ENTRY_STATUS_CONFLICT: '지금 상태에서는 바꿀 수 없는 예약이에요.',
  CHECKIN_NOT_FOUND: '입장 기록을 찾을 수 없어요. 이미 취소되었을 수 있어요.',
  VIP_KEY_REVOKED: '사용이 중지된 VIP 입장 키입니다. 현장 직원에게 문의해 주세요.',
  ALREADY_DONE: '이미 처리된 요청이에요.',
  DRAW_ALREADY_RUN: '이미 추첨한 프로그램이에요.',
  DRAW_OFFER_CONFLICT: '다음 순번에게 넘길 수 없는 당첨이에요. 이미 넘겼을 수 있어요.',
  DRAW_NO_NEXT_CANDIDATE: '이 회차에 당첨을 넘길 다음 순번 응모자가 없어요.',
  DRAW_OFFER_EXPIRED: '당첨 기회의 마감 시각이 지나 다음 순번에게 넘어갔어요.',
  DRAW_OFFER_NOT_OPEN: '지금 받을 수 있는 당첨 기회가 없어요.',
  // Instances and their days
  NOSHOW_BEFORE_START: '회차가 시작된 뒤에 불참으로 바꿀 수 있어요.',
  WALK_IN_NOT_TODAY: '현장 방문 예약은 오늘 회차에만 할 수 있어요.',
  SESSION_NOT_BOOKABLE: '예약할 수 없는 회차예요. 이미 끝났거나 취소된 회차예요.',
  HOLD_RELEASED: '이미 해제된 좌석이에요.',
  IDEMPOTENCY_KEY_REUSED:
    '이미 처리한 요청과 내용이 달라요. 창을 닫았다가 다시 열어 처음부터 입력해 주세요.',
  DAY_CLOSED: '휴관일이라 예약할 수 없는 회차예요. 다른 날짜를 선택해 주세요.',
  PROGRAM_HAS_NO_INSTANCES: '회차가 없는 프로그램은 게시할 수 없어요. 회차를 먼저 추가해 주세요.',
  MESSAGE_NOT_FOUND: '아직 기록되지 않은 메시지예요. 잠시 후 다시 보내 주세요.',
  MESSAGE_NOT_FAILED:
    '발송에 실패한 메시지만 다시 보낼 수 있어요. 이미 재발송했거나 발송 중일 수 있어요.',
  TEMPLATE_VARIABLE_UNKNOWN:
    '이 메시지에서 쓸 수 없는 변수가 있어요. 아래 목록의 변수만 넣어 주세요.',
  TEMPLATE_ESSENTIAL_INFORMATION:
    '예약 확정, 응모 완료, 취소 안내, 대기 예약 제안은 정보성 메시지로만 보낼 수 있어요. 광고 문구를 빼 주세요.',
  CALENDAR_NOT_FOUND: '캘린더에 추가할 수 있는 예약·당첨 내역을 찾을 수 없어요.',
};

export const apiError = z.object({
  success: z.literal(false),
  resultCode: z.number().int(),
  errorCode: z.string(),
  message: z.string(),
  /** Field-level problems for forms; present only on VALIDATION_FAILED. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** Y/N flags as the spec writes them. */
export const yn = z.enum(['Y', 'N']);
export type Yn = z.infer<typeof yn>;

/** A body that may be empty: the spec sends `{}` or nothing for list calls. */
export const emptyBody = z.object({}).strict().optional();

const idMessages = {
  type: '번호는 숫자여야 합니다.',
  int: '번호는 정수여야 합니다.',
  min: '번호는 1 이상이어야 합니다.',
  max: '번호가 올바르지 않습니다.',
};

/**
 * An id as the database keys it: an integer 1..2147483647 (int4). Every id of a request goes
 * through this or `idParam`, so a number past int4 is a 400 here, never a database error.
 * `messages` replaces the wording, e.g. for the terms preview page.
 */
export const idNumber = (messages: Partial<typeof idMessages> = {}) => {
  const m = { ...idMessages, ...messages };
  return z
    .number({ error: m.type })
    .int({ error: m.int })
    .min(1, { error: m.min })
    .max(MAX_ID, { error: m.max });
};

/** An id that also accepts numeric strings, for clients (and paths) that send them. */
export const idParam = z.coerce
  .number({ error: idMessages.type })
  .int({ error: idMessages.int })
  .min(1, { error: idMessages.min })
  .max(MAX_ID, { error: idMessages.max });

/**
 * Text from a visitor or an operator: a string without control characters other than tab and
 * line breaks (`hasControlCharacter`), refused first with "허용되지 않는 문자가 포함되어 있어요."
 * Chain the field's own rules after it (`.trim().max(…)`); `error` is the
 * message for a value that is no string at all. Every free-text field of a request uses it.
 */
export const safeText = (error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !hasControlCharacter(value), {
      error: validationMessages.controlCharacter,
      abort: true,
    });

/**
 * ISO 8601 instant with an offset, e.g. 2026-11-22T10:00:00+09:00 (`Z` is accepted too: it is
 * an offset). Build it with `toSeoulIso(date)` or `date.toISOString()`.
 */
export const isoDateTime = z.iso.datetime({
  offset: true,
  error: '날짜와 시간 형식이 올바르지 않습니다.',
});

const dateMessage = '날짜 형식이 올바르지 않습니다.';

/** A real calendar day written YYYY-MM-DD in the years `minYear`..`maxYear`. */
export const ymdBetween = (minYear: number, maxYear: number) =>
  z
    .string({ error: dateMessage })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dateMessage })
    .refine(
      (value) => {
        const year = Number(value.slice(0, 4));
        return year >= minYear && year <= maxYear && parseYmd(value) !== null;
      },
      { error: dateMessage },
    );

/**
 * A venue day written YYYY-MM-DD (Asia/Seoul), 2000–2100: `0000-01-01` or `9999-12-31` is a 400,
 * not a database error.
 */
export const ymd = ymdBetween(VENUE_YEAR_MIN, VENUE_YEAR_MAX);

/** A birth date written YYYY-MM-DD, 1900–2100. */
export const birthDate = ymdBetween(BIRTH_YEAR_MIN, VENUE_YEAR_MAX);

/** The data of a call whose answer carries nothing beyond success (designed where not shown). */
export const okResponse = apiSuccess(z.null());
export type OkResponse = z.infer<typeof okResponse>;

/** A page number of a paged list (1 by default). */
export const page = z.coerce
  .number({ error: '페이지는 숫자여야 합니다.' })
  .int()
  .positive({ error: '페이지는 1 이상이어야 합니다.' })
  .max(MAX_ID, { error: '페이지 번호가 올바르지 않습니다.' })
  .default(1);

/** A page of a list, newest or oldest first as the call says; `totalCount` counts all pages. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
  });

/** A link a visitor opens: an http(s) address, or a path of this site starting with one slash. */
export const linkUrl = safeText('링크를 입력해 주세요.')
  .trim()
  .max(1000, { error: '링크는 1000자 이하로 입력해 주세요.' })
  .refine((value) => /^https?:\/\/[^\s/]+\S*$/i.test(value) || /^\/(?!\/)\S*$/.test(value), {
    error: '링크는 http(s):// 주소나 /로 시작하는 경로로 입력해 주세요.',
  });
