import { expect, expectNoA11yViolations, test } from '../fixtures';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole } from '../support/staff';

/**
 * The console's shell (decision 025): a sidebar from 1024 px, a top bar with 메뉴 below, both
 * listing the pages the operator's role may open in the groups of app/console-pages.tsx.
 */
const menuLinks = [
  '프로그램',
  '프로그램 분류',
  '공지사항',
  'FAQ',
  '배너',
  '설문',
  '미디어',
  '약관',
  '층',
  '구역',
  '지도',
  '투어',
  '드로우 투어',
  '오늘',
  '입장 스캐너',
  '예약 명단',
  '입장 명단',
  '추첨',
  '1:1 문의',
  '설문 결과',
  '리워드 데스크',
  '회원',
  '회원 목록',
  '메시지',
  '통계',
  '내보내기',
  'VIP 키',
  '운영 설정',
  '운영자 관리',
  '연동',
  '연동 상태',
  '감사 로그',
  '비밀번호 변경',
  '2단계 인증',
];

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test('an ADMIN sees the menu as a sidebar beside the page, the current page marked', async ({
    page,
  }) => {
    await logInToStaffConsole(page);
    const nav = page.getByRole('navigation', { name: '콘솔 메뉴' });
    await expect(page.getByRole('button', { name: '메뉴' })).toBeHidden();
    await expect(nav.getByRole('link')).toHaveText(menuLinks);
    await expect(nav.getByRole('link', { name: '입장 스캐너' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Sidebar: the menu is to the left of the page's heading, not above it.
    const navBox = await nav.boundingBox();
    const headingBox = await page
      .getByRole('heading', { level: 1, name: '입장 확인' })
      .boundingBox();
    expect(navBox && headingBox && navBox.x + navBox.width <= headingBox.x).toBe(true);
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'console-shell-1280');

    await nav.getByRole('link', { name: '운영자 관리' }).click();
    await expect(page).toHaveURL(/\/staff\/operators$/);
    await expect(page.getByRole('heading', { level: 1, name: '운영자 관리' })).toBeVisible();
    await expect(page.getByText('이용: 관리자만')).toBeVisible();
    await expect(page).toHaveTitle('운영자 관리 · 스태프 콘솔');
    await screenshotIfAsked(page, 'console-operators-1280');
  });
});

test('on a phone the menu opens from the top bar over the page, and every target is 44 px', async ({
  page,
}) => {
  await logInToStaffConsole(page);
  const menuButton = page.getByRole('button', { name: '메뉴' });
  const nav = page.getByRole('navigation', { name: '콘솔 메뉴' });
  await expect(nav).toBeHidden();
  // The scanner keeps the phone's width: the entry code field spans the page below the bar.
  await expect(page.getByLabel('입장 코드')).toBeVisible();
  await screenshotIfAsked(page, 'console-shell-390');

  for (const target of [menuButton, page.getByRole('button', { name: '로그아웃' })]) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link')).toHaveText(menuLinks);
  for (const link of await nav.getByRole('link').all()) {
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-menu-390');

  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await nav.getByRole('link', { name: '리워드 데스크' }).click();
  await expect(page).toHaveURL(/\/staff\/rewards$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '드로우 투어 리워드' })).toBeVisible();
});
