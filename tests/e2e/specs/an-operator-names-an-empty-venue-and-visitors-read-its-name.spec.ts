import { expect, expectNoA11yViolations } from '../fixtures';
import { useMemberToken } from '../support/home';
import { testOnOwnVenue } from '../support/own-venue';
import { checkInAtTheDoor } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, memberWithQrPass } from '../support/staff';

/**
 * A venue that starts empty (no demo seeded) is named by its operator, not by
 * the demo. Before any settings the console calls itself 운영 콘솔; once the ADMIN saves the
 * venue's name in 운영 설정, the console's header and the visitor's header, home, login and
 * brand tab say it, and nothing names the demo's 시그널 하우스. Last, a member checks in at the
 * door and the live welcome on their phone names the venue too. On the way, the ADMIN sets the
 * no-show rules (불참 관리, decision 065) on a laptop-sized screen and finds them saved.
 */
const test = testOnOwnVenue({ SEED_DEMO: 'off' });

// Its own server starts on an empty database first.
test.describe.configure({ timeout: 90_000 });
// Before the ADMIN saves, the venue has no settings: the public and the staff settings calls
// answer 404 by design (an empty venue), and the browser logs it (without the address).
test.use({ allowedConsoleErrors: [/Failed to load resource: .*404 \(Not Found\)/] });

const NAME = '하늘 정원 망원';

test('the operator names the venue in the console, and a visitor reads that name everywhere', async ({
  page,
  context,
  request,
}) => {
  await logInToStaffConsole(page);
  await expect(page.getByText('운영 콘솔', { exact: true })).toBeVisible();

  await page.goto('/staff/venue-settings');
  const form = page.getByRole('form', { name: '운영 설정' });
  await expect(form.getByText(/아직 운영 설정이 없어요/)).toBeVisible();
  await form.getByLabel('공간 이름').fill(NAME);
  await form.getByLabel('대표 전화번호').fill('02-3141-5926');
  await form.getByLabel('도로명 주소').fill('서울특별시 마포구 망원로 1');
  await form.getByLabel('운영 시간 (한 줄)').fill('매일 10:00 – 19:00');
  await form.getByLabel('한 줄 안내 (선택)').fill('망원역 2번 출구에서 도보 약 5분');

  // 불참 관리 (decision 065), on a laptop: the default rules, said in one line, edited and saved
  // with the rest of the document.
  await page.setViewportSize({ width: 1280, height: 800 });
  const noShow = form.getByRole('region', { name: '불참 관리' });
  const summary = noShow.locator('#venue-noshow-summary');
  await expect(summary).toHaveText(
    '요약 최근 90일 동안 불참 1회: 불참 안내 · 2회: 14일 제한 · 3회: 60일 제한 · 시작 3시간 이내 취소는 0.5회',
  );
  await noShow.getByLabel('집계 기간 (일)').fill('60');
  await noShow.getByRole('button', { name: '제한 단계 추가' }).click();
  await expect(noShow.getByLabel('3단계: 불참 (회부터)')).toHaveValue('4');
  await expect(noShow.getByLabel('3단계: 제한 기간 (일 동안)')).toHaveValue('120');
  await expect(summary).toHaveText(
    '요약 최근 60일 동안 불참 1회: 불참 안내 · 2회: 14일 제한 · 3회: 60일 제한 · 4회: 120일 제한 · 시작 3시간 이내 취소는 0.5회',
  );
  // The summary in the middle of the screen, clear of the sticky save bar.
  await summary.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'venue-settings-noshow-rules');

  await form.getByRole('button', { name: '운영 설정 저장' }).click();
  await expect(
    page.getByText('운영 설정을 저장했어요. 방문자 화면에 바로 반영돼요.'),
  ).toBeVisible();
  await expect(page.getByText(`${NAME} · 스태프 콘솔`)).toBeVisible();
  await expectNoA11yViolations(page);
  // Loaded again, the rules are the ones saved.
  await page.reload();
  await expect(
    page.getByRole('region', { name: '불참 관리' }).locator('#venue-noshow-summary'),
  ).toHaveText(
    '요약 최근 60일 동안 불참 1회: 불참 안내 · 2회: 14일 제한 · 3회: 60일 제한 · 4회: 120일 제한 · 시작 3시간 이내 취소는 0.5회',
  );
  await page.setViewportSize({ width: 390, height: 844 });

  // A visitor (no staff session matters to the visitor app).
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(NAME));
  await expect(page.getByText(/시그널 하우스/)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'named-venue-home');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: `${NAME}에 오신 걸 환영해요` })).toBeVisible();
  await expect(page.getByText(/시그널 하우스/)).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto('/seongsu?tab=location');
  await expect(
    page.getByRole('heading', { level: 2, name: '망원역 2번 출구에서 도보 약 5분' }),
  ).toBeVisible();
  await expect(page.getByText(/성수역 5번 출구/)).toHaveCount(0);
  await page.goto('/seongsu?tab=brand');
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
  await expect(page.getByText('아직 소개가 준비되지 않았어요.')).toBeVisible();
  await expect(page.getByText(/시그널 하우스|연결이 신호가 되는 곳/)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'named-venue-brand');

  // A member with today's pass waits on My QR; the door checks them in and the welcome that
  // reaches the phone live names the venue.
  const member = await memberWithQrPass(request, '윤서아');
  await useMemberToken(context, member.jwt);
  const streamOpened = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/sse/subscribe',
  );
  await page.goto('/qrComplet');
  await expect(page.getByRole('heading', { name: '윤서아님의 입장 QR' })).toBeVisible();
  expect((await streamOpened).status(), 'the live stream opened').toBe(200);
  // The phone registered its key on opening My QR: the door scans the code on its screen.
  await checkInAtTheDoor(request, page);
  const welcome = page.getByRole('dialog', { name: `${NAME}에 오신 걸 환영해요!` });
  await expect(welcome).toBeVisible();
  await expect(page.getByText(/시그널 하우스/)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'named-venue-welcome');
});
