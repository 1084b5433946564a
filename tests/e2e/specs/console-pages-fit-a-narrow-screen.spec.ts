import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole } from '../support/staff';

/**
 * Every page of the console's menu (app/console-pages.tsx) still works on a narrow tablet or a
 * phone held upright: at 390 px nothing is wider than the screen (no sideways scrolling), the
 * page's heading shows, and axe finds nothing; on the content pages, with their editor open too.
 * The sandbox ADMIN may open every page. A wide table scrolls inside its card, not the page.
 */
const pages: { path: string; title: string; name: string; editor?: string }[] = [
  { path: '/staff/programs', title: '프로그램', name: 'programs' },
  { path: '/staff/program-categories', title: '프로그램 분류', name: 'program-categories' },
  { path: '/staff/notices', title: '공지사항', name: 'notices', editor: '새 공지 작성' },
  { path: '/staff/faq', title: 'FAQ', name: 'faq', editor: '새 질문 작성' },
  { path: '/staff/banners?type=POPUP', title: '배너', name: 'banners', editor: '새 팝업 배너' },
  { path: '/staff/survey-editor', title: '설문 관리', name: 'survey-editor' },
  { path: '/staff/media', title: '미디어 라이브러리', name: 'media' },
  { path: '/staff/terms', title: '약관', name: 'terms' },
  { path: '/staff/floors', title: '층', name: 'floors' },
  { path: '/staff/zones', title: '구역', name: 'zones', editor: '새 구역 추가' },
  { path: '/staff/floor-maps', title: '층별 지도', name: 'floor-maps' },
  { path: '/staff/tour', title: '투어', name: 'tour', editor: '새 투어 만들기' },
  { path: '/staff/draw-tour', title: '드로우 투어', name: 'draw-tour' },
  { path: '/staff', title: '입장 확인', name: 'door' },
  { path: '/staff/inquiries?status=WAITING', title: '1:1 문의', name: 'inquiries' },
  { path: '/staff/surveys', title: '설문 결과', name: 'surveys' },
  { path: '/staff/draws?program=29', title: '추첨', name: 'draws' },
  { path: '/staff/rewards', title: '드로우 투어 리워드', name: 'reward-desk' },
  { path: '/staff/messages?date=all', title: '메시지', name: 'messages' },
  {
    path: '/staff/messages/templates?kind=CHECKED_IN',
    title: '알림톡 템플릿',
    name: 'message-templates',
  },
  { path: '/staff/venue-settings', title: '운영 설정', name: 'venue-settings' },
  { path: '/staff/operators', title: '운영자 관리', name: 'operators' },
  { path: '/staff/integrations', title: '연동', name: 'integrations' },
  { path: '/staff/audit', title: '감사 로그', name: 'audit' },
  { path: '/staff/two-factor', title: '2단계 인증', name: 'two-factor' },
];

test.use({ viewport: { width: 390, height: 844 } });

/** Fails, naming what reaches past the right edge, when the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const inner = window.innerWidth;
    const past = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > inner + 1;
    // The outermost elements past the screen's right edge, to say what overflows.
    const wide = Array.from(document.querySelectorAll('body *')).filter(
      (element) => past(element) && !past(element.parentElement),
    );
    return {
      scroll: document.documentElement.scrollWidth,
      inner,
      wide: wide.map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    };
  });
  expect(
    widths.scroll,
    `${what} scrolls sideways at 390 px (${widths.wide.join(', ')})`,
  ).toBeLessThanOrEqual(widths.inner + 1);
}

/**
 * Two tests, one per worker, each with half of the pages: a page is a step of its test, with one
 * login for all of them (a test per page spent most of its time opening a context and logging in).
 */
const halves = [
  pages.slice(0, Math.ceil(pages.length / 2)),
  pages.slice(Math.ceil(pages.length / 2)),
];

for (const [index, half] of halves.entries()) {
  test(`console pages ${half.map((p) => p.name).join(', ')} fit 390 px with their headings (${index + 1}/2)`, async ({
    page,
  }) => {
    test.setTimeout(half.length * 15_000);
    await logInToStaffConsole(page);
    for (const { path, title, name, editor } of half) {
      await test.step(`${title} (${path})`, async () => {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { level: 1, name: title, exact: true }),
        ).toBeVisible();
        await expect(page.getByText('불러오는 중이에요…')).toHaveCount(0);
        await expectNoSidewaysScroll(page, path);
        await expectNoA11yViolations(page);
        await screenshotIfAsked(page, `console-${name}-390`, { fullPage: true });
        if (!editor) return;

        await page.getByRole('button', { name: editor }).click();
        const form = page
          .getByRole('form')
          .filter({ has: page.getByRole('heading', { level: 2 }) });
        await expect(form.getByRole('toolbar')).toBeVisible();
        await form.scrollIntoViewIfNeeded();
        await expectNoSidewaysScroll(page, `${path} with its editor`);
        await expectNoA11yViolations(page);
        await screenshotIfAsked(page, `console-${name}-editor-390`, { fullPage: true });
      });
    }
  });
}
