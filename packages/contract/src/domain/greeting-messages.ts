/**
 * The home greeting's states and the two messages of each: members only (greeting.ts chooses the
 * state). What a guest's page needs (its state name and messages, the words a message may use)
 * is in greeting-states.ts, so a guest's first visit carries neither this table nor this copy.
 */
import {
  type GreetingTemplate,
  GUEST_GREETING_MESSAGES,
  GUEST_GREETING_STATE,
} from './greeting-states';

type ValueOf<T> = T[keyof T];

// ── States ──────────────────────────────────────────────────────────────────

export const GreetingState = {
  // Base states (spec 000 §4), spelled as the spec spells them.
  GUEST: GUEST_GREETING_STATE,
  LOGGED_IN_NO_CHECK_IN: 'loggedIn_noCheckIn',
  LOGGED_IN_CHECKED_BEFORE_FIRST_VISIT: 'loggedIn_checkedBefore_firstVisit',
  LOGGED_IN_CHECKED_BEFORE: 'loggedIn_checkedBefore',
  CHECKED_IN_FIRST: 'checkedIn_first',
  CHECKED_IN_REPEAT: 'checkedIn_repeat',
  // Priority overrides for members with entries; names designed here.
  PROGRAM_D_DAY: 'program_dDay',
  PROGRAM_TOMORROW: 'program_tomorrow',
  ANNOUNCEMENT_RESULT: 'announcement_result',
  ANNOUNCEMENT_TODAY: 'announcement_today',
  RESERVATION_MISSED: 'reservation_missed',
  PROGRAM_REMINDER: 'program_reminder',
  ANNOUNCEMENT_SOON: 'announcement_soon',
  // Open offers, before every other state: a waiting list's 예약 제안, a draw's
  // 당첨 기회.
  WAITLIST_OFFER: 'waitlist_offer',
  DRAW_OFFER: 'draw_offer',
} as const;
export type GreetingState = ValueOf<typeof GreetingState>;

export type GreetingOverrideState =
  | typeof GreetingState.PROGRAM_D_DAY
  | typeof GreetingState.PROGRAM_TOMORROW
  | typeof GreetingState.ANNOUNCEMENT_RESULT
  | typeof GreetingState.ANNOUNCEMENT_TODAY
  | typeof GreetingState.RESERVATION_MISSED
  | typeof GreetingState.PROGRAM_REMINDER
  | typeof GreetingState.ANNOUNCEMENT_SOON;

export type GreetingOfferState =
  | typeof GreetingState.WAITLIST_OFFER
  | typeof GreetingState.DRAW_OFFER;

// ── Copy ────────────────────────────────────────────────────────────────────

/**
 * Two messages per state, in the venue's voice (polite 해요체). Copy avoids particles that
 * depend on the last syllable (이/가, 을/를) after anything interpolated, so every name, place
 * and date reads correctly.
 */
export const GREETING_MESSAGES: Readonly<
  Record<GreetingState, readonly [GreetingTemplate, GreetingTemplate]>
> = {
  guest: GUEST_GREETING_MESSAGES,
  loggedIn_noCheckIn: [
    (p) => `${p.name}님, 반가워요! ${p.venue}에서 처음 만날 날을 기다리고 있을게요.`,
    (p) => `${p.name}님, 환영해요! 마음에 드는 프로그램을 찾아 첫 방문을 계획해 보세요.`,
  ],
  loggedIn_checkedBefore_firstVisit: [
    (p) => `${p.name}님, 다시 만나 반가워요! 첫 방문은 즐거우셨나요?`,
    (p) => `${p.name}님, 다시 놀러 오세요! 이번엔 또 다른 층의 이야기를 만나 보세요.`,
  ],
  loggedIn_checkedBefore: [
    (p) => `${p.name}님, 또 만나 반가워요! 이번엔 어떤 이야기가 기다리고 있을까요?`,
    (p) => `${p.name}님, 늘 찾아 주셔서 고마워요. 오늘도 새로운 이야기를 둘러보세요.`,
  ],
  checkedIn_first: [
    (p) => `${p.name}님, ${p.venue}에 오신 걸 환영해요! 층마다 다른 이야기가 기다려요.`,
    (p) => `${p.name}님, 첫 방문을 환영해요! 궁금한 층을 골라 천천히 둘러보세요.`,
  ],
  checkedIn_repeat: [
    (p) => `${p.name}님, 다시 와 주셔서 반가워요! 오늘은 어느 층부터 가 볼까요?`,
    (p) => `${p.name}님, 또 만났네요! 오늘도 ${p.venue}에서 즐거운 시간 보내세요.`,
  ],
  program_dDay: [
    (p) => `${p.name}님, 오늘이 바로 그날이에요! ${p.place}에서 기다리고 있을게요.`,
    (p) => `${p.name}님, 드디어 D-Day! 오늘 ${p.place}에서 만나요.`,
  ],
  program_tomorrow: [
    (p) => `${p.name}님, 드디어 내일이에요! ${p.date}, ${p.venue}에서 만나요.`,
    (p) => `${p.name}님, 기다리던 프로그램이 바로 내일이에요. 잊지 말고 와 주세요!`,
  ],
  announcement_result: [
    (p) => `${p.name}님, 기다리던 결과가 나왔어요! 예약·응모 내역에서 확인해 보세요.`,
    (p) => `${p.name}님, 당첨자 발표가 끝났어요. 결과는 예약·응모 내역에서 볼 수 있어요.`,
  ],
  announcement_today: [
    (p) => `${p.name}님, 오늘 ${p.time}에 당첨자를 발표해요. 조금만 기다려 주세요!`,
    (p) => `두근두근, 오늘 ${p.time}에 당첨자 발표가 있어요. ${p.name}님께 행운이 함께하길!`,
  ],
  reservation_missed: [
    (p) => `${p.name}님, 어디 계셨어요? 어제 ${p.place}에서 한참 기다렸어요.`,
    (p) => `${p.name}님, 어제 ${p.place}에서 못 뵈었네요. 다음엔 꼭 만나요!`,
  ],
  program_reminder: [
    (p) => `${p.name}님, ${p.date}에 만나요! 참여하실 프로그램이 기다리고 있어요.`,
    (p) => `${p.name}님, 만나기까지 ${p.days}일 남았어요. ${p.date}에 ${p.venue}에서 기다릴게요.`,
  ],
  waitlist_offer: [
    (p) => `${p.name}님, 기다리시던 ${p.program} 자리가 났어요. ${p.deadline}까지 예약해 주세요.`,
    (p) =>
      `${p.name}님, 기다리던 자리가 생겼어요! ${p.program}, ${p.deadline}까지 예약할 수 있어요.`,
  ],
  draw_offer: [
    (p) =>
      `${p.name}님, 응모하신 ${p.program}에 당첨 기회가 생겼어요. ${p.deadline}까지 받아 주세요.`,
    (p) => `${p.name}님, ${p.program} 당첨 기회가 찾아왔어요! ${p.deadline}까지 받아 주세요.`,
  ],
  announcement_soon: [
    (p) => `${p.name}님, 응모하신 프로그램의 당첨자 발표가 ${p.date}에 있어요. 함께 기다려요!`,
    (p) => `${p.name}님, 당첨자 발표까지 ${p.days}일 남았어요. ${p.date}에 꼭 확인해 주세요!`,
  ],
};
