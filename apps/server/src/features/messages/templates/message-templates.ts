/**
 * The 알림톡 templates (decision 059): one per kind of message. A template's text
 * holds `#{변수}` placeholders that `renderTemplate` fills; its buttons are links into the app.
 * `MESSAGE_TEMPLATES` are the built-in texts, 정보성 only (Kakao's review refuses promotion in
 * 알림톡). An operator may record another code, text, review state or class per kind in the
 * console (`message_templates`, templates.ts); `composeMessage` turns the kind's current template
 * into what is sent: 알림톡 only when the template is APPROVED and 정보성, otherwise SMS/LMS with
 * the buttons written as links, and a 광고성 text marked as the law asks.
 */
import {
  ADVERTISING_OPT_OUT,
  type MessageClass,
  type MessageKind,
  type TemplateReviewStatus,
} from '@venue/contract';

export { MESSAGE_KINDS, type MessageKind } from '@venue/contract';

export interface MessageTemplate {
  code: string;
  text: string;
  /** labels and app paths (made absolute with the public origin) */
  buttons: readonly { name: string; path: string }[];
}

/** A kind's template as it stands: built in, or as an operator recorded it. */
export interface CurrentTemplate extends MessageTemplate {
  reviewStatus: TemplateReviewStatus;
  messageClass: MessageClass;
}

export type TemplateBook = Readonly<Record<MessageKind, CurrentTemplate>>;

const VISIT_LINES = ['■ 프로그램: #{프로그램}', '■ 일시: #{일시}', '■ 장소: #{장소}'];
const ENTRY_BUTTON = { name: '예약 확인', path: '/res-entry/detail/#{예약번호}' };
/** The entry's calendar file: a signed link that works without a login. */
const CALENDAR_BUTTON = { name: '캘린더에 추가', path: '/api/calendar/#{캘린더}.ics' };
/** A reminder's visit and its question, above the answer buttons. */
const ASK_ANSWER = [
  '',
  ...VISIT_LINES,
  '',
  '오실 수 있는지 아래 버튼으로 알려 주세요. 못 오시면 다른 분께 자리가 돌아가요.',
];
/** The reminder's one-tap answers: signed, single-purpose links. */
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
  DRAW_OFFERED: {
    code: 'VENUE_DRAW_OFFERED',
    text: [
      '[#{공간}] 당첨 기회가 생겼어요',
      '',
      '#{이름}님, 응모하신 프로그램에 당첨 취소가 생겨 다음 순번으로 당첨 기회를 드려요.',
      '',
      ...VISIT_LINES,
      '■ 받기 마감: #{마감}',
      '',
      '마감 시각까지 당첨 받기를 누르지 않으시면 다음 순번에게 기회가 넘어가요.',
    ].join('\n'),
    buttons: [{ name: '당첨 받기', path: '/res-entry/detail/#{예약번호}' }],
  },
  VISIT_REMINDER_DAY_BEFORE: {
    code: 'VENUE_VISIT_REMINDER_DAY_BEFORE',
    text: [
      '[#{공간}] 내일 방문 일정을 알려 드려요',
      '',
      '#{이름}님, 내일 예약하신 일정이 있어요.',
      ...ASK_ANSWER,
    ].join('\n'),
    buttons: ANSWER_BUTTONS,
  },
  VISIT_REMINDER_SOON: {
    code: 'VENUE_VISIT_REMINDER_SOON',
    text: [
      '[#{공간}] 곧 예약 시간이에요',
      '',
      '#{이름}님, 예약하신 일정이 #{남은시간} 뒤에 시작해요.',
      ...ASK_ANSWER,
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
  WAITLIST_OFFERED: {
    code: 'VENUE_WAITLIST_OFFERED',
    text: [
      '[#{공간}] 기다리시던 자리가 났어요',
      '',
      '#{이름}님, 대기 신청하신 회차에 자리가 생겨 #{인원} 자리를 잡아 두었어요.',
      '',
      '■ 프로그램: #{프로그램}',
      '■ 일시: #{일시}',
      '■ 예약 마감: #{마감}',
      '',
      '마감 시각까지 예약하지 않으시면 다음 대기자에게 자리가 넘어가요.',
    ].join('\n'),
    buttons: [{ name: '예약하기', path: '/waitlist/#{대기번호}' }],
  },
  WAITLIST_CLOSED: {
    code: 'VENUE_WAITLIST_CLOSED',
    text: [
      '[#{공간}] 대기가 종료되었어요',
      '',
      '#{이름}님, 대기 신청하신 회차가 #{사유} 대기를 마쳤어요.',
      '',
      '■ 프로그램: #{프로그램}',
      '■ 일시: #{일시}',
      '',
      '다른 회차는 앱에서 확인하실 수 있어요.',
    ].join('\n'),
    buttons: [{ name: '프로그램 보기', path: '/program/#{프로그램번호}' }],
  },
  NOSHOW_NOTICE: {
    code: 'VENUE_NOSHOW_NOTICE',
    text: [
      '[#{공간}] 불참 안내',
      '',
      '#{이름}님, 예약하신 시간에 오지 않으셨거나 시작 직전에 취소하신 기록이 있어 알려 드려요.',
      '',
      '■ 최근 #{기간}일: #{횟수}',
      '#{안내}',
      '',
      '이의가 있으시면 1:1 문의의 ‘예약 제한 이의’로 알려 주세요.',
    ].join('\n'),
    buttons: [{ name: '1:1 문의', path: '/inquiry' }],
  },
};

const namesIn = (text: string) =>
  Array.from(text.matchAll(/#\{([^}]+)\}/g), (match) => match[1] ?? '');

/**
 * The variables a kind fills, in the order its built-in text and buttons first name them: what an
 * operator's text may use.
 */
export function templateVariables(kind: MessageKind): string[] {
  const template = MESSAGE_TEMPLATES[kind];
  return [
    ...new Set(
      namesIn([template.text, ...template.buttons.map((button) => button.path)].join('\n')),
    ),
  ];
}

/**
 * The variables an operator's text of `kind` may use: those its built-in text names. The ones
 * only its buttons name (예약번호, 캘린더, 갈게요 …) fill a path or a signed token, which means
 * nothing to a member reading the text.
 */
export function textVariables(kind: MessageKind): string[] {
  return [...new Set(namesIn(MESSAGE_TEMPLATES[kind].text))];
}

/** The `#{…}` names in `text` that `kind`'s text cannot use, each once. */
export function unknownVariables(kind: MessageKind, text: string): string[] {
  const known = new Set(textVariables(kind));
  return [...new Set(namesIn(text))].filter((name) => !known.has(name));
}

/** Every kind's built-in template, in one review state (decision 061). */
export function builtInTemplates(reviewStatus: TemplateReviewStatus): TemplateBook {
  return Object.fromEntries(
    Object.entries(MESSAGE_TEMPLATES).map(([kind, template]) => [
      kind,
      { ...template, reviewStatus, messageClass: 'INFORMATION' },
    ]),
  ) as Record<MessageKind, CurrentTemplate>;
}

/** Whether a template's messages go as 알림톡: approved by Kakao, and 정보성. */
export const goesAsAlimtalk = (template: CurrentTemplate) =>
  template.reviewStatus === 'APPROVED' && template.messageClass === 'INFORMATION';

export interface ComposedMessage {
  /** the 알림톡 template; null when it goes by SMS/LMS */
  templateCode: string | null;
  text: string;
  /** 알림톡's link buttons; by SMS/LMS they are lines of the text instead */
  buttons: { name: string; url: string }[];
  advertising: boolean;
}

/** What is sent for `template` with `variables`, links made absolute with `origin`. */
export function composeMessage(
  template: CurrentTemplate,
  variables: Readonly<Record<string, string>>,
  origin: string,
): ComposedMessage {
  const buttons = template.buttons.map((button) => ({
    name: button.name,
    url: new URL(renderTemplate(button.path, variables), origin).href,
  }));
  const body = renderTemplate(template.text, variables);
  const advertising = template.messageClass === 'ADVERTISING';
  if (goesAsAlimtalk(template)) {
    return { templateCode: template.code, text: body, buttons, advertising };
  }
  const links = buttons.map((button) => `▶ ${button.name}: ${button.url}`);
  const text = [
    advertising ? `(광고) ${body}` : body,
    ...(links.length > 0 ? ['', ...links] : []),
    ...(advertising ? ['', ADVERTISING_OPT_OUT] : []),
  ].join('\n');
  return { templateCode: null, text, buttons: [], advertising };
}

/** Fills `#{name}` with `variables[name]`; a placeholder without a value stays visible. */
export function renderTemplate(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/#\{([^}]+)\}/g, (whole, name: string) => variables[name] ?? whole);
}
