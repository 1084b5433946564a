/**
 * What a guest's page needs of the home greeting: the guest's state name, the words a message may
 * use, and the guest's two messages. The other states (GreetingState) and their copy are in
 * greeting-messages.ts and the rules that choose a state in greeting.ts, so a guest's first visit
 * carries none of them (a module lands whole in one chunk: the state table here would ride along).
 */

/** The guest's state (GreetingState.GUEST), written on the guest's greeting as the others are. */
export const GUEST_GREETING_STATE = 'guest';

// ── Copy ────────────────────────────────────────────────────────────────────

/** What a message may mention. `name` is already '{name}' or the fallback 고객. */
export interface GreetingParams {
  name: string;
  /** '11월 28일(토)': the program day or the announcement day */
  date: string;
  /** whole days until that date */
  days: number;
  /** '2F Flex Hall', one of them, or the venue name when both are missing */
  place: string;
  /** the venue's name from its settings */
  venue: string;
  /** how many floors the venue has (0: not known or none yet) */
  floors: number;
  /** '14시 00분': the announcement time on announcement day */
  time: string;
  /** the offered program's name as text (the offer states only) */
  program?: string;
  /** '12월 3일 (목) 18:00': the offer's deadline in Seoul (the offer states only) */
  deadline?: string;
}

export type GreetingTemplate = (p: GreetingParams) => string;

const NATIVE_COUNTS = ['', '한', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];

/** '네 개의 층에 ' as Korean counts floors; '한 층에 ', '12개 층에 '; '' when none are known. */
export function floorCountText(floors: number): string {
  if (!Number.isInteger(floors) || floors <= 0) return '';
  if (floors === 1) return '한 층에 ';
  const native = NATIVE_COUNTS[floors];
  return native ? `${native} 개의 층에 ` : `${floors}개 층에 `;
}

/** The guest's two messages (the other states: GREETING_MESSAGES in greeting-messages.ts). */
export const GUEST_GREETING_MESSAGES: readonly [GreetingTemplate, GreetingTemplate] = [
  (p) => `${p.venue}에 오신 걸 환영해요! 오늘은 어떤 이야기를 만나 볼까요?`,
  (p) => `반가워요! ${floorCountText(p.floors)}펼쳐진 브랜드 이야기를 천천히 둘러보세요.`,
];

/** Which of a state's two messages; the caller draws it (see greetingVariantFrom). */
export type GreetingVariant = 0 | 1;

/** A variant from a random source in [0, 1), e.g. `greetingVariantFrom(Math.random)`. */
export function greetingVariantFrom(random: () => number): GreetingVariant {
  return random() < 0.5 ? 0 : 1;
}
