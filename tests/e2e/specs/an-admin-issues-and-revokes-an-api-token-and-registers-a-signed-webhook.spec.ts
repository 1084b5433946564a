import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staffInstanceSaveResponse } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { seoulDaysAhead } from '../support/console-editor';
import { createReservationProgram, publishProgram } from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage, postOk } from '../support/staff';

// API tokens and webhooks, the console's side (decision 067): on 연동 an ADMIN issues an API token, another
// system calls the staff API with it (`Authorization: Bearer …`) until the ADMIN revokes it; then
// registers a webhook to a receiver on this machine (HTTP to 127.0.0.1 is allowed in sandbox
// mode), which gets a program's publication signed as the Standard Webhooks specification says,
// and the endpoint's 전송 기록 shows it delivered.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver of webhooks on 127.0.0.1, answering 200 to everything it gets. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('받았어요');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks`, received };
}

/**
 * What a receiver does (Standard Webhooks, as the `standardwebhooks` package does it): HMAC-SHA256
 * of `id.timestamp.body` under the secret's base64 bytes, compared with each `v1,` signature.
 */
function signedBy(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  const expected = createHmac('sha256', key).update(signed).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((part) => {
      const [version, signature] = part.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return (
        version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
      );
    });
}

test('an ADMIN issues an API token another system uses until it is revoked, and registers a signed webhook', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    await logInToStaffConsole(page);
    await openConsolePage(page, '연동');
    await expect(page).toHaveURL(/\/staff\/integrations$/);
    await expect(page.getByRole('heading', { level: 1, name: '연동' })).toBeVisible();
    await expect(page.getByText('이용: 관리자만')).toBeVisible();

    // ── An API token, shown once ──
    const tokenName = `예약 연동 ${Date.now().toString(36)}`;
    const issue = page.getByRole('form', { name: '새 토큰 발급' });
    await issue.getByLabel('이름').fill(tokenName);
    await expect(issue.getByRole('radio', { name: /현장 운영 \(STAFF\)/ })).toBeChecked();
    await expect(issue.getByLabel('만료일')).toHaveValue(seoulDaysAhead(90));
    await issue.getByRole('button', { name: '발급하기' }).click();
    const box = page.getByRole('region', { name: `‘${tokenName}’ 토큰을 발급했어요` });
    await expect(box).toContainText('이 값은 지금 한 번만 보여요. 안전한 곳에 보관해 주세요.');
    await expect(box.getByRole('heading')).toBeFocused();
    const token = await box.getByRole('textbox', { name: '발급한 API 토큰' }).inputValue();
    expect(token).toMatch(/^vt_[\w-]{40,}$/);
    await expect(box).toContainText(`Authorization: Bearer ${token}`);
    const tokens = page.getByRole('region', { name: '발급한 토큰' });
    const row = tokens
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: tokenName }) });
    await expect(row).toContainText('현장 운영 (STAFF)');
    await expect(row).toContainText('사용 중');
    await expect(row).toContainText(token.slice(0, 9));
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'integrations-token-issued-1280', { fullPage: true });

    // Another system calls the staff API with it (this request context has no console session).
    const asSystem = () =>
      request.post('/api/staff/draws/list', {
        data: {},
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await asSystem()).status()).toBe(200);

    await box.getByRole('button', { name: '보관했어요, 닫기' }).click();
    await expect(box).toBeHidden();
    await expect(page.getByText(token)).toHaveCount(0);
    await expect(tokens.getByRole('heading', { name: '발급한 토큰' })).toBeFocused();

    // ── 폐기, asked once ──
    await row.getByRole('button', { name: `${tokenName} 토큰 폐기` }).click();
    const dialog = page.getByRole('dialog', { name: `‘${tokenName}’ 토큰을 폐기할까요?` });
    await expect(dialog.getByRole('button')).toHaveText(['돌아가기', '폐기하기']);
    await expect(dialog.getByRole('button', { name: '돌아가기' })).toBeFocused();
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'integrations-token-revoke-dialog-1280');
    await dialog.getByRole('button', { name: '폐기하기' }).click();
    await expect(dialog).toBeHidden();
    await expect(tokens.getByRole('status')).toHaveText(
      `‘${tokenName}’ 토큰을 폐기했어요. 이 토큰으로 오는 요청은 이제 거절돼요.`,
    );
    await expect(row).toContainText('폐기');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row.getByRole('rowheader')).toBeFocused();
    expect((await asSystem()).status()).toBe(401);

    // ── A webhook to the receiver on this machine ──
    const form = page.getByRole('form', { name: '새 웹훅 등록' });
    await form.getByLabel('받을 주소 (URL)').fill(receiver.url);
    await form.getByLabel('설명 (선택)').fill('시험 수신기');
    await form.getByRole('button', { name: '등록하기' }).click();
    await expect(form.getByRole('group', { name: '받을 이벤트' })).toContainText(
      '받을 이벤트를 하나 이상 골라 주세요.',
    );
    await form.getByRole('checkbox', { name: /프로그램 게시/ }).check();
    await form.getByRole('checkbox', { name: /추첨 완료/ }).check();
    await form.getByRole('button', { name: '등록하기' }).click();
    const secretBox = page.getByRole('region', { name: '웹훅을 등록했어요: 서명 비밀 값' });
    const secret = await secretBox.getByRole('textbox', { name: '웹훅 서명 비밀 값' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    await expect(secretBox).toContainText('webhook-signature');
    const endpoints = page.getByRole('region', { name: '등록한 웹훅' });
    const endpoint = endpoints
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(receiver.url) }) });
    await expect(endpoint).toContainText('시험 수신기');
    await expect(endpoint).toContainText('프로그램 게시');
    await expect(endpoint).toContainText('추첨 완료');
    await expect(endpoint).toContainText('사용');
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'integrations-webhook-created-1280', { fullPage: true });
    await secretBox.getByRole('button', { name: '보관했어요, 닫기' }).click();

    // A program of the spec's own is published: the receiver gets it, signed with that secret.
    const staff = page.request; // the ADMIN's console session
    const programIdx = await createReservationProgram(staff, {
      name: `웹훅 시험 클래스 ${Date.now().toString(36)}`,
      description: '웹훅으로 게시를 알리는 클래스',
      maxPersonCount: 2,
    });
    staffInstanceSaveResponse.parse(
      await postOk(staff, '/api/staff/programs/instances/save', {
        programIdx,
        execDate: seoulDaysAhead(3),
        startTime: '14:00',
        endTime: '15:00',
        capacity: 4,
      }),
    );
    await publishProgram(staff, programIdx);
    const published = () =>
      receiver.received.find((got) => {
        const event = JSON.parse(got.body) as { type?: string; data?: { programIdx?: number } };
        return event.type === 'program.published' && event.data?.programIdx === programIdx;
      });
    await expect.poll(() => published() !== undefined, { timeout: 30_000 }).toBe(true);
    const delivered = published() as Received;
    expect(String(delivered.headers['webhook-id'])).toMatch(/^msg_/);
    expect(signedBy(secret, delivered)).toBe(true);
    expect(signedBy('whsec_c29tZW9uZSBlbHNlJ3Mgc2VjcmV0IGtleSAxMjM0NTY3OA==', delivered)).toBe(
      false,
    );

    // ── Its 전송 기록 ──
    await endpoint.getByRole('button', { name: `${receiver.url} 전송 기록` }).click();
    const log = page.getByRole('region', { name: `전송 기록: ${receiver.url}` });
    await expect(log.getByRole('heading', { name: `전송 기록: ${receiver.url}` })).toBeFocused();
    const deliveryRow = log.getByRole('row').filter({ hasText: '프로그램 게시' }).first();
    await expect(deliveryRow).toContainText('전달됨', { timeout: 20_000 });
    await expect(deliveryRow).toContainText('200');
    await expect(deliveryRow).toContainText('받았어요');
    await deliveryRow.getByRole('button', { name: /내용 보기$/ }).click();
    await expect(log.locator('pre')).toContainText('"type": "program.published"');
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'integrations-webhook-deliveries-1280', { fullPage: true });
  } finally {
    receiver.server.close();
  }
});
