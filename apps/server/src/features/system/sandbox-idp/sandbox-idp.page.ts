/**
 * The sandbox provider's login and consent page: what Kakao's or T ID's login screen would be.
 * Plain server-rendered HTML (it is not part of the app), readable on a phone, keyboard and
 * screen-reader friendly, and honest about being a test page.
 */
import { escapeHtml } from '../../../lib/escape-html';
import { type SandboxIdpProvider, sandboxIdpPrefix, sandboxPresetAccounts } from './sandbox-idp';

const providerLabel: Record<SandboxIdpProvider, string> = { kakao: '카카오', tid: 'T아이디' };

export function renderSandboxLoginPage(input: {
  provider: SandboxIdpProvider;
  uid: string;
  /** the venue's name from its settings; null before it has any */
  clientName: string | null;
  error?: string;
}): string {
  const label = providerLabel[input.provider];
  const action = `${sandboxIdpPrefix(input.provider)}/interaction/${escapeHtml(input.uid)}`;
  const presets = sandboxPresetAccounts[input.provider]
    .map(
      (account) =>
        `<li><button type="submit" name="preset" value="${escapeHtml(account.accountId)}">${escapeHtml(account.name)} <span>${escapeHtml(account.accountId)}</span></button></li>`,
    )
    .join('');
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${label} 로그인 (샌드박스)</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; font-family: 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, sans-serif; background: #f4f4f5; color: #18181b; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 20px 40px; }
  .badge { display: inline-block; padding: 4px 10px; border-radius: 999px; background: #18181b; color: #fff; font-size: 12px; font-weight: 700; letter-spacing: .04em; }
  h1 { font-size: 22px; margin: 16px 0 8px; }
  p { line-height: 1.6; margin: 0 0 12px; }
  .note { font-size: 14px; color: #52525b; }
  fieldset { border: 0; padding: 0; margin: 20px 0; }
  legend { font-weight: 700; margin-bottom: 8px; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
  button, input { font: inherit; }
  ul button { width: 100%; min-height: 48px; text-align: left; padding: 10px 14px; border: 1px solid #d4d4d8; border-radius: 12px; background: #fff; }
  ul button span { color: #71717a; font-size: 13px; margin-left: 6px; }
  label { display: block; font-weight: 600; margin: 14px 0 6px; }
  input { width: 100%; box-sizing: border-box; min-height: 48px; padding: 10px 12px; border: 1px solid #a1a1aa; border-radius: 10px; background: #fff; }
  .actions { display: grid; gap: 8px; margin-top: 20px; }
  .primary { min-height: 52px; border: 0; border-radius: 12px; background: ${input.provider === 'kakao' ? '#FEE500' : '#3617CE'}; color: ${input.provider === 'kakao' ? '#191919' : '#fff'}; font-weight: 700; }
  .secondary { min-height: 48px; border: 1px solid #d4d4d8; border-radius: 12px; background: #fff; }
  .error { color: #b91c1c; font-weight: 600; }
</style>
</head>
<body>
<main>
  <span class="badge">SANDBOX</span>
  <h1>${label} 로그인</h1>
  <p class="note">개발·테스트용 가짜 ${label} 로그인입니다. 실제 ${label} 계정은 사용되지 않으며, 입력한 테스트 계정 ID가 그대로 로그인 식별자가 됩니다.</p>
  <p>${input.clientName ? `<strong>${escapeHtml(input.clientName)}</strong> 서비스가` : '방문자 앱이'} 회원 식별 정보(계정 ID)를 요청합니다.</p>
  ${error}
  <form method="post" action="${action}">
    <fieldset>
      <legend>테스트 계정 선택</legend>
      <ul>${presets}</ul>
    </fieldset>
    <fieldset>
      <legend>직접 입력</legend>
      <label for="accountId">테스트 계정 ID</label>
      <input id="accountId" name="accountId" autocomplete="off" inputmode="text" maxlength="64" pattern="[A-Za-z0-9._\\-]{1,64}" aria-describedby="accountIdHelp">
      <p id="accountIdHelp" class="note">영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 64자까지 입력할 수 있습니다.</p>
      <label for="name">이름 (선택)</label>
      <input id="name" name="name" autocomplete="off" maxlength="50">
    </fieldset>
    <div class="actions">
      <button class="primary" type="submit" name="action" value="login">동의하고 계속하기</button>
      <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>취소</button>
    </div>
  </form>
</main>
</body>
</html>`;
}

/** An interaction that is gone (expired, restarted provider, another browser): start again. */
export function renderSandboxExpiredPage(provider: SandboxIdpProvider): string {
  const label = providerLabel[provider];
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${label} 로그인 (샌드박스)</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main style="max-width: 420px; margin: 0 auto; padding: 24px 20px; font-family: system-ui, sans-serif; line-height: 1.6;">
  <h1 style="font-size: 22px;">${label} 로그인 (샌드박스)</h1>
  <p role="alert">로그인 요청이 만료되었거나 이 브라우저에서 시작한 요청이 아닙니다. 앱으로 돌아가 다시 로그인해 주세요.</p>
  <p><a href="/login">로그인 화면으로 돌아가기</a></p>
</main>
</body>
</html>`;
}
