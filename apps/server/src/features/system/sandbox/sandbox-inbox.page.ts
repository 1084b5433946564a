/**
 * GET /sandbox/sms: the sandbox agency's SMS inbox as a page, for a tester with the app open on
 * a phone. The same messages as GET /sandbox/api/sms?phone=…, newest first.
 */
import { escapeHtml } from '../../../lib/escape-html';

export interface InboxEntry {
  code: string;
  message: string;
  createdAt: string;
}

export function renderSandboxInboxPage(phone: string | null, entries: InboxEntry[]): string {
  const list =
    phone === null
      ? ''
      : entries.length === 0
        ? `<p>${escapeHtml(phone)} 번호로 받은 문자가 없습니다.</p>`
        : `<ol>${entries
            .map(
              (entry) =>
                `<li><p class="code" aria-label="인증번호">${escapeHtml(entry.code)}</p><p>${escapeHtml(entry.message)}</p><time datetime="${escapeHtml(entry.createdAt)}">${escapeHtml(entry.createdAt.slice(0, 19).replace('T', ' '))}</time></li>`,
            )
            .join('')}</ol>`;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>샌드박스 문자함</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; font-family: 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, sans-serif; background: #f4f4f5; color: #18181b; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 20px 40px; }
  h1 { font-size: 22px; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  input, button { font: inherit; min-height: 48px; border-radius: 10px; box-sizing: border-box; }
  input { width: 100%; padding: 10px 12px; border: 1px solid #a1a1aa; }
  button { width: 100%; margin-top: 8px; border: 0; background: #18181b; color: #fff; font-weight: 700; }
  ol { list-style: none; padding: 0; display: grid; gap: 10px; }
  li { background: #fff; border-radius: 12px; padding: 12px 14px; }
  .code { font-size: 28px; font-weight: 800; letter-spacing: .2em; margin: 0 0 4px; }
  time { color: #52525b; font-size: 13px; }
</style>
</head>
<body>
<main>
  <h1>샌드박스 문자함</h1>
  <p>샌드박스 본인인증이 보낸 문자입니다. 실제로 발송되지 않습니다.</p>
  <form method="get" action="/sandbox/sms">
    <label for="phone">휴대폰 번호</label>
    <input id="phone" name="phone" inputmode="numeric" maxlength="11" value="${escapeHtml(phone ?? '')}" placeholder="01012345678">
    <button type="submit">문자 보기</button>
  </form>
  ${list}
</main>
</body>
</html>`;
}
