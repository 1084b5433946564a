/**
 * The 알림톡 templates, one per kind of message (decision 059). A template's text holds
 * `#{변수}` placeholders that `renderTemplate` fills; its buttons are links into the app. The
 * texts are 정보성 only (no promotion), as Kakao's review requires of 알림톡. Until the console
 * edits templates (issue 28 §3) they live here, with the codes registered at the provider.
 */
export { MESSAGE_KINDS, type MessageKind } from '@venue/contract';

import type { MessageKind } from '@venue/contract';

export interface MessageTemplate {
  code: string;
  text: string;
  /** labels and app paths (made absolute with the public origin) */
  buttons: readonly { name: string; path: string }[];
}

const VISIT_LINES = ['■ 프로그램: #{프로그램}', '■ 일시: #{일시}', '■ 장소: #{장소}'];
const ENTRY_BUTTON = { name: '예약 확인', path: '/res-entry/detail/#{예약번호}' };
/** The entry's calendar file (issue 28 §6): a signed link that works without a login. */
const CALENDAR_BUTTON = { name: '캘린더에 추가', path: '/api/calendar/#{캘린더}.ics' };
/** The reminder's one-tap answers (issue 28 §5): signed, single-purpose links. */
const ANSWER_BUTTONS = [
  { name: '갈게요', path: '/visit-answer/#{갈게요}' },
  { name: '못 가요', path: '/visit-answer/#{못가요}' },
];

export const MESSAGE_TEMPLATES: Record<MessageKind, MessageTemplate> = {
  RESERVATION_CONFIRMED: {
    code: 'VENUE_RESERVATION_CONFIRMED',
    text: [
      '[#{공간}] 예약이 확정되었어요',
      '',
      '#{이름}님, 예약해 주셔서 고마워요.',
      '',
      ...VISIT_LINES,
      '',
      '방문하시는 날 앱의 MY QR을 입구에서 보여 주세요.',
    ].join('\n'),
    buttons: [ENTRY_BUTTON, CALENDAR_BUTTON],
  },
  APPLICATION_RECEIVED: {
    code: 'VENUE_APPLICATION_RECEIVED',
    text: [
      '[#{공간}] 응모가 접수되었어요',
      '',
      '#{이름}님, 응모해 주셔서 고마워요.',
      '',
      '■ 프로그램: #{프로그램}',
      '■ 일시: #{일시}',
      '■ 발표: #{발표일}',
      '',
      '결과는 발표 시각에 알림톡으로 알려 드릴게요.',
    ].join('\n'),
    buttons: [{ name: '응모 확인', path: '/res-entry/detail/#{예약번호}' }],
  },
  ENTRY_CANCELLED: {
    code: 'VENUE_ENTRY_CANCELLED',
    text: [
      '[#{공간}] 취소 안내',
      '',
      '#{이름}님, 아래 #{구분} 취소되었어요.',
      '',
      '■ 프로그램: #{프로그램}',
      '■ 일시: #{일시}',
      '■ 취소 사유: #{사유}',
      '',
      '다른 회차는 앱에서 확인하실 수 있어요.',
    ].join('\n'),
    buttons: [{ name: '프로그램 보기', path: '/program/#{프로그램번호}' }],
  },
  DRAW_WON: {
    code: 'VENUE_DRAW_WON',
    text: [
      '[#{공간}] 당첨을 축하드려요',
      '',
      '#{이름}님, 응모하신 프로그램에 당첨되셨어요.',
      '',
      ...VISIT_LINES,
      '',
      '방문하시는 날 앱의 MY QR을 입구에서 보여 주세요.',
    ].join('\n'),
    buttons: [{ name: '당첨 확인', path: '/res-entry/detail/#{예약번호}' }, CALENDAR_BUTTON],
  },
  DRAW_LOST: {
    code: 'VENUE_DRAW_LOST',
    text: [
      '[#{공간}] 추첨 결과 안내',
      '',
      '#{이름}님, 응모해 주셔서 고마워요.',
      '아쉽게도 이번 추첨에는 당첨되지 않으셨어요.',
      '',
      '■ 프로그램: #{프로그램}',
      '■ 일시: #{일시}',
    ].join('\n'),
    buttons: [{ name: '다른 프로그램 보기', path: '/program' }],
  },
  VISIT_REMINDER_DAY_BEFORE: {
    code: 'VENUE_VISIT_REMINDER_DAY_BEFORE',
    text: [
      '[#{공간}] 내일 방문 일정을 알려 드려요',
      '',
      '#{이름}님, 내일 예약하신 일정이 있어요.',
      '',
      ...VISIT_LINES,
      '',
      '오실 수 있는지 아래 버튼으로 알려 주세요. 못 오시면 다른 분께 자리가 돌아가요.',
    ].join('\n'),
    buttons: ANSWER_BUTTONS,
  },
  VISIT_REMINDER_SOON: {
    code: 'VENUE_VISIT_REMINDER_SOON',
    text: [
      '[#{공간}] 곧 예약 시간이에요',
      '',
      '#{이름}님, 예약하신 일정이 #{남은시간} 뒤에 시작해요.',
      '',
      ...VISIT_LINES,
      '',
      '오실 수 있는지 아래 버튼으로 알려 주세요. 못 오시면 다른 분께 자리가 돌아가요.',
    ].join('\n'),
    buttons: ANSWER_BUTTONS,
  },
  CHECKED_IN: {
    code: 'VENUE_CHECKED_IN',
    text: [
      '[#{공간}] 입장이 확인되었어요',
      '',
      '#{이름}님, 오늘 #{공간}에 오신 것을 환영해요.',
      '',
      '■ 입장 시각: #{시각}',
      '',
      '오늘의 프로그램과 드로우 투어는 앱에서 확인하실 수 있어요.',
    ].join('\n'),
    buttons: [{ name: '앱 열기', path: '/' }],
  },
  INQUIRY_ANSWERED: {
    code: 'VENUE_INQUIRY_ANSWERED',
    text: [
      '[#{공간}] 문의에 답변이 등록되었어요',
      '',
      '#{이름}님, 남겨 주신 1:1 문의에 답변을 드렸어요.',
      '',
      '■ 문의: #{제목}',
    ].join('\n'),
    buttons: [{ name: '답변 보기', path: '/inquiry/#{문의번호}' }],
  },
};

/** The variables each kind's template and buttons name, in the order they first appear. */
export function templateVariables(kind: MessageKind): string[] {
  const template = MESSAGE_TEMPLATES[kind];
  const all = [template.text, ...template.buttons.map((button) => button.path)].join('\n');
  return [...new Set(Array.from(all.matchAll(/#\{([^}]+)\}/g), (match) => match[1] ?? ''))];
}

/** Fills `#{name}` with `variables[name]`; a placeholder without a value stays visible. */
export function renderTemplate(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/#\{([^}]+)\}/g, (whole, name: string) => variables[name] ?? whole);
}
