import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createSandboxMember, reserveEntryDaysAhead, useMemberToken } from '../support/home';
import {
  captchaAnswer,
  latestSmsCode,
  nextCaptchaUuid,
  screenshotIfAsked,
} from '../support/sandbox';

// The app's own service worker is what this spec is about (the config blocks workers elsewhere).
test.use({
  serviceWorkers: 'allow',
  // Offline, Chromium reports each request it could not send (the live stream reconnecting, the
  // shell's idle reads) as a console error; the app itself logs none.
  allowedConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/],
});

const OFFLINE_NOTICE = '오프라인 상태예요. 저장된 My QR, 오늘 예약과 지도를 볼 수 있어요.';

/** What the app kept in IndexedDB for offline use (features/pwa): the kept queries' keys. */
async function keptQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('venue-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve([]);
          const get = db.transaction('kept').objectStore('kept').get('query-cache');
          get.onerror = () => resolve([]);
          get.onsuccess = () => {
            const kept = get.result as
              | { clientState: { queries: { queryKey: unknown[] }[] } }
              | undefined;
            resolve((kept?.clientState.queries ?? []).map((q) => JSON.stringify(q.queryKey)));
          };
        };
      }),
  );
}

/**
 * Decision 070's pass must reach the door with no signal in the building: one online visit to
 * My QR installs the service worker (the app shell and every page's code) and keeps the pass,
 * today's entries and the map in IndexedDB; then, offline, a reload and the three pages open
 * from them, with the offline notice; back online, the pass is asked again.
 */
test('a member opens My QR once online, then My QR, 예약 내역 and the map open with no network', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createSandboxMember(request, '한지민');
  const entry = await reserveEntryDaysAhead(request, member.userIdx, 0);
  await useMemberToken(context, member.jwt);

  // Online: the member issues today's pass (sandbox SMS) and sees it.
  await page.goto('/qr');
  const captchaUuid = nextCaptchaUuid(page);
  await page.getByRole('link', { name: 'QR 발급하기' }).click();
  await expect(page.getByText('STEP 1/2 · 정보 확인')).toBeVisible();
  const phone = await page.getByRole('textbox', { name: '휴대폰 번호' }).inputValue();
  await page
    .getByRole('textbox', { name: '보안문자', exact: true })
    .fill(await captchaAnswer(request, await captchaUuid));
  const consents = page.getByRole('dialog', { name: '본인인증 약관 동의' });
  await consents.getByText('약관 전체 동의').click();
  await consents.getByRole('button', { name: '동의하고 인증번호 받기' }).click();
  await expect(page.getByText('STEP 2/2 · 인증번호 입력')).toBeVisible();
  await page.getByRole('textbox', { name: '인증번호' }).fill(await latestSmsCode(request, phone));
  await expect(page).toHaveURL('/qrComplet');
  const qr = page.getByRole('img', { name: '입장용 QR 코드' });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);

  // The page installed the worker and kept what the door needs, the map and 예약 내역 included
  // although the member never opened them.
  const installed = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(installed).toMatch(/\/sw\.js$/);
  await expect
    .poll(() => keptQueryKeys(page), { message: 'the kept answers', timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        '["qr","value"]',
        '["reserveEntries","list"]',
        '["floors"]',
        '["map-hotspots"]',
        '["zones"]',
      ]),
    );
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/manifest.webmanifest');

  // An uploaded floor plan is kept where the app keeps one (offline-support.tsx keepFloorPlans):
  // the worker's floor-plan cache. The seeded venue draws its plans in code, so a plan is put
  // there by hand, at an address the browser never fetched (no HTTP cache can answer for it).
  const plan = '/media/plans/offline-test-plan.svg';
  await page.evaluate(async (url) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"/>';
    const cache = await caches.open('venue-floor-plans');
    await cache.put(url, new Response(svg, { headers: { 'content-type': 'image/svg+xml' } }));
  }, plan);

  // No network: a reload of My QR boots from the kept shell and shows the kept pass.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL('/qrComplet');
  await expect(qr).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { name: '한지민님의 입장 QR' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'offline-my-qr');

  // 예약 내역, opened by its address as from a bookmark: today's entry is there.
  await page.goto('/res-entry');
  const list = page.getByRole('list', { name: '내역' });
  const card = list.getByRole('link').filter({ hasText: entry.programName }).first();
  await expect(card).toBeVisible();
  // Its picture was not kept: an empty one stands in, not a broken-image mark.
  const picture = card.locator('img').first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await expect(notice).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'offline-res-entry');

  // The map: the floors and the first floor's plan.
  await page.goto('/seongsu?tab=space');
  const space = page.getByRole('tabpanel', { name: '공간' });
  await expect(space.getByRole('img', { name: /평면도/ }).first()).toBeVisible();
  await expect(notice).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'offline-map');
  // The kept plan draws offline, from the worker's cache.
  const drawnWidth = (url: string) =>
    page.evaluate(
      (src) =>
        new Promise<number>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => resolve(0);
          image.src = src;
        }),
      url,
    );
  expect(await drawnWidth(plan)).toBe(640);

  // A call nothing kept fails at once with the client's words, instead of a spinner.
  await page.goto('/notice');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    '인터넷 연결이 끊겼습니다',
  );
  await screenshotIfAsked(page, 'offline-notice-list');

  // Back online: the notice goes and My QR asks for the pass again.
  await page.goto('/qrComplet');
  await expect(qr).toBeVisible();
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/getQrValue');
  await context.setOffline(false);
  await asked;
  await expect(notice).toHaveCount(0);
  await expect(qr).toBeVisible();
});

test.describe('on an iPhone, in Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('My QR says how to add the app to the home screen, and 닫기 is remembered', async ({
    page,
    context,
    request,
  }) => {
    const member = await createSandboxMember(request, '오세린');
    await useMemberToken(context, member.jwt);
    await page.goto('/qr');
    const hint = page.getByRole('complementary', { name: '홈 화면에 추가해 두세요' });
    await expect(hint).toContainText('공유 버튼');
    await expect(hint).toContainText('홈 화면에 추가');
    await hint.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'ios-add-to-home-hint');
    const close = hint.getByRole('button', { name: '닫기' });
    expect((await close.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /입장할 때\s*보여 주세요/ })).toBeVisible();
    await expect(hint).toHaveCount(0);
  });
});
