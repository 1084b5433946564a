/**
 * The 알림톡 templates, one per kind of message (decision 059). A template's text holds
 * `#{변수}` placeholders that `renderTemplate` fills; its buttons are links into the app. The
 * texts are 정보성 only (no promotion), as Kakao's review requires of 알림톡. Until the console
 * edits templates (issue 28 §3) they live here, with the codes registered at the provider.
 */
export const MESSAGE_KINDS = ['RESERVATION_CONFIRMED'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface MessageTemplate {
  code: string;
  text: string;
  /** labels and app paths (made absolute with the public origin) */
  buttons: readonly { name: string; path: string }[];
}

export const MESSAGE_TEMPLATES: Record<MessageKind, MessageTemplate> = {
  RESERVATION_CONFIRMED: {
    code: 'VENUE_RESERVATION_CONFIRMED',
    text: [
      '[#{공간}] 예약이 확정되었어요',
      '',
      '#{이름}님, 예약해 주셔서 고마워요.',
      '',
      '■ 프로그램: #{프로그램}',
      '■ 일시: #{일시}',
      '■ 장소: #{장소}',
      '',
      '방문하시는 날 앱의 MY QR을 입구에서 보여 주세요.',
    ].join('\n'),
    buttons: [{ name: '예약 확인', path: '/res-entry/detail/#{예약번호}' }],
  },
};

/** Fills `#{name}` with `variables[name]`; a placeholder without a value stays visible. */
export function renderTemplate(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/#\{([^}]+)\}/g, (whole, name: string) => variables[name] ?? whole);
}
