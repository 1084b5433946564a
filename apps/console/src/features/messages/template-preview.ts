/**
 * What the 알림톡 템플릿 editor shows before anything is saved: how a kind's messages would go out
 * with the form as it stands, and the text a member would read, its `#{…}` filled with sample
 * values. The server decides for real (`composeMessage` in the server's message-templates.ts);
 * these few lines follow its rules so the preview never surprises the operator.
 */
import {
  ADVERTISING_OPT_OUT,
  type MessageClass,
  type MessageKind,
  type TemplateReviewStatus,
} from '@venue/contract';

/** Only an APPROVED 정보성 template goes as 알림톡; any other by SMS/LMS (decision 061). */
export const goesAsAlimtalk = (reviewStatus: TemplateReviewStatus, messageClass: MessageClass) =>
  reviewStatus === 'APPROVED' && messageClass === 'INFORMATION';

/** A link's signed token, as the 메시지 page shows it (never the real one). */
const SIGNED_LINK = '(서명된 링크)';

/**
 * A value for every `#{…}` a kind fills, as the server writes them (notify.ts, reminders.ts,
 * checkin-messages.ts …): 2026-12-01 is a Tuesday. `공간` is the venue's own name.
 */
const SAMPLES: Readonly<Record<string, string>> = {
  이름: '김하늘',
  프로그램: '향수 클래스',
  일시: '12월 1일 (화) 14:00',
  장소: '2F 라운지',
  발표일: '12월 3일 (목) 18:00',
  구분: '예약이',
  사유: '회원님 요청으로 취소',
  남은시간: '3시간',
  시각: '13:52',
  제목: '주차할 수 있나요?',
  예약번호: 'reservation/123',
  프로그램번호: '12',
  문의번호: '7',
  캘린더: SIGNED_LINK,
  갈게요: SIGNED_LINK,
  못가요: SIGNED_LINK,
  // The waiting list (decision 063): the seats held and until when, the place's number.
  인원: '2명',
  마감: '12월 1일 (화) 12:00',
  대기번호: '45',
  // 불참 안내 (decision 065): the window, the count, and what follows.
  기간: '90',
  횟수: '불참 2회',
  안내: '12월 15일 (화)까지 새 예약과 응모를 할 수 없어요.',
};

/**
 * A kind whose variable reads differently: a closed waiting list's 사유 is why the line ended,
 * said the way the server says it ('시작되어', '운영이 취소되어', '예약이 마감되어').
 */
const KIND_SAMPLES: Partial<Record<MessageKind, Readonly<Record<string, string>>>> = {
  WAITLIST_CLOSED: { 사유: '시작되어' },
};

export const sampleValues = (
  venueName: string | null,
  kind?: MessageKind,
): Readonly<Record<string, string>> => ({
  ...SAMPLES,
  ...(kind ? KIND_SAMPLES[kind] : {}),
  공간: venueName ?? '우리 공간',
});

/** Fills `#{name}`; a name without a value stays as it is, as the server leaves it. */
export const fillVariables = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/#\{([^}]+)\}/g, (whole, name: string) => values[name] ?? whole);

/** An SMS holds 90 bytes as Korean phones count them (2 a Hangul character); longer is LMS. */
const SMS_MAX_BYTES = 90;
const smsBytes = (text: string) =>
  Array.from(text).reduce((bytes, char) => bytes + (char.charCodeAt(0) < 0x80 ? 1 : 2), 0);

export type PreviewMessage =
  | { channel: 'ALIMTALK'; text: string; buttons: { name: string; url: string }[] }
  | { channel: 'SMS' | 'LMS'; text: string };

/** The message a member would get now, with sample values and links under `origin`. */
export function previewMessage(
  form: {
    text: string;
    reviewStatus: TemplateReviewStatus;
    messageClass: MessageClass;
  },
  buttons: readonly { name: string; path: string }[],
  values: Readonly<Record<string, string>>,
  origin: string,
): PreviewMessage {
  const links = buttons.map((button) => ({
    name: button.name,
    url: `${origin}${fillVariables(button.path, values)}`,
  }));
  const body = fillVariables(form.text, values);
  if (goesAsAlimtalk(form.reviewStatus, form.messageClass)) {
    return { channel: 'ALIMTALK', text: body, buttons: links };
  }
  const advertising = form.messageClass === 'ADVERTISING';
  const text = [
    advertising ? `(광고) ${body}` : body,
    ...(links.length > 0 ? ['', ...links.map((link) => `▶ ${link.name}: ${link.url}`)] : []),
    ...(advertising ? ['', ADVERTISING_OPT_OUT] : []),
  ].join('\n');
  return { channel: smsBytes(text) > SMS_MAX_BYTES ? 'LMS' : 'SMS', text };
}

/** `token` in place of the selection `start`–`end` of `text`, and where the caret goes after it. */
export function insertAt(text: string, start: number, end: number, token: string) {
  return { text: `${text.slice(0, start)}${token}${text.slice(end)}`, caret: start + token.length };
}
