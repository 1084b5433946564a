/**
 * GET /sandbox/messages: a phone's 알림톡 and texts as KakaoTalk shows them, for a tester with the
 * app open on a phone: a 알림톡 as the channel's bubble with its link buttons, an SMS or LMS as
 * a plain text. The same messages as GET /sandbox/api/messages?phone=…, newest first.
 */
import { escapeHtml } from '../../../lib/escape-html';

export interface PhoneMessage {
  channel: string;
  text: string;
  buttons: readonly { name: string; url: string }[];
  createdAt: string;
}

const CHANNEL_LABEL: Record<string, string> = { ALIMTALK: '알림톡', SMS: '문자', LMS: '장문 문자' };

function bubble(message: PhoneMessage): string {
  const time = `<time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.slice(0, 16).replace('T', ' '))}</time>`;
  const label = CHANNEL_LABEL[message.channel] ?? message.channel;
  if (message.channel !== 'ALIMTALK') {
    return `<li class="sms"><p class="via">${escapeHtml(label)}</p><p class="text">${escapeHtml(message.text)}</p>${time}</li>`;
  }
  const buttons = message.buttons
    .map(
      (button) =>
        `<a class="button" href="${escapeHtml(button.url)}">${escapeHtml(button.name)}</a>`,
    )
    .join('');
  return `<li class="alimtalk"><p class="head">${escapeHtml(label)} 도착</p><p class="text">${escapeHtml(message.text)}</p>${buttons}${time}</li>`;
}

export function renderSandboxMessagesPage(phone: string | null, messages: PhoneMessage[]): string {
  const list =
    phone === null
      ? ''
      : messages.length === 0
        ? `<p>${escapeHtml(phone)} 번호로 받은 메시지가 없습니다.</p>`
        : `<ol>${messages.map(bubble).join('')}</ol>`;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>샌드박스 메시지함</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; font-family: 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, sans-serif; background: #b2c7d9; color: #191919; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px 40px; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  input, button, .button { font: inherit; min-height: 48px; border-radius: 10px; box-sizing: border-box; }
  input { width: 100%; padding: 10px 12px; border: 1px solid #52525b; }
  button { width: 100%; margin-top: 8px; border: 0; background: #191919; color: #fff; font-weight: 700; }
  ol { list-style: none; padding: 0; display: grid; gap: 14px; }
  li { border-radius: 14px; overflow: hidden; background: #fff; max-width: 320px; }
  .head { margin: 0; padding: 10px 14px; background: #fee500; font-weight: 700; }
  .text { margin: 0; padding: 12px 14px; white-space: pre-wrap; line-height: 1.55; }
  .button { display: flex; align-items: center; justify-content: center; margin: 0 14px 10px; border: 1px solid #d4d4d8; background: #f4f4f5; color: #191919; text-decoration: none; font-weight: 600; }
  .button:focus-visible { outline: 3px solid #191919; outline-offset: 2px; }
  .via { margin: 0; padding: 10px 14px 0; font-size: 13px; font-weight: 700; color: #3f3f46; }
  time { display: block; padding: 0 14px 10px; color: #52525b; font-size: 13px; }
</style>
</head>
<body>
<main>
  <h1>샌드박스 메시지함</h1>
  <p>샌드박스 SOLAPI가 받은 알림톡과 문자입니다. 실제로 발송되지 않습니다.</p>
  <form method="get" action="/sandbox/messages">
    <label for="phone">휴대폰 번호</label>
    <input id="phone" name="phone" inputmode="numeric" maxlength="11" value="${escapeHtml(phone ?? '')}" placeholder="01012345678">
    <button type="submit">메시지 보기</button>
  </form>
  ${list}
</main>
</body>
</html>`;
}
