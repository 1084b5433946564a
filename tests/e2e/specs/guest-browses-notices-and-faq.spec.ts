import { expect, expectNoA11yViolations, test } from '../fixtures';
import { getNotice, listFaqCategories, listFaqs, listNotices } from '../support/api';
import { hideHomeBannerOverlays } from '../support/home-banners';

test('a guest opens the home shell, opens and closes the side menu', async ({ page }) => {
  await hideHomeBannerOverlays(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  const tel = page.getByRole('contentinfo').getByRole('link', { name: '02-1599-2641' });
  await expect(tel).toHaveAttribute('href', /^tel:0?2-?1599-?2641$/);

  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const menu = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(menu).toBeVisible();
  for (const name of ['프로그램', '공지사항', '1:1 문의', 'FAQ', '설정']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(page);

  await menu.getByRole('button', { name: '메뉴 닫기' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a guest reads the notice list and one notice in detail', async ({ page, request }) => {
  const notices = await listNotices(request);
  expect(notices.length, 'the seed has notices').toBeGreaterThan(2);
  const pinnedCount = notices.filter((notice) => notice.fixedYn === 'Y').length;
  expect(pinnedCount, 'the seed pins some notices').toBeGreaterThan(0);
  // Spec 001 §2: pinned (fixedYn) first, then newest.
  expect(notices.slice(0, pinnedCount).every((notice) => notice.fixedYn === 'Y')).toBe(true);
  const unpinnedDates = notices.slice(pinnedCount).map((notice) => Date.parse(notice.writeDate));
  expect(unpinnedDates).toEqual([...unpinnedDates].sort((a, b) => b - a));

  await page.goto('/notice');
  const list = page.getByRole('region', { name: '공지사항' }).getByRole('listitem');
  await expect(list).toHaveCount(notices.length);
  // The page shows every notice in that order, pinned ones marked 공지.
  for (const [index, notice] of notices.entries()) {
    await expect(list.nth(index)).toContainText(notice.noticeName);
    if (notice.fixedYn === 'Y') await expect(list.nth(index)).toContainText('공지');
  }
  await expectNoA11yViolations(page);

  const chosen = notices[pinnedCount]!;
  await list.nth(pinnedCount).getByRole('link').click();
  await expect(page).toHaveURL(`/notice/${chosen.noticeIdx}`);
  const detail = await getNotice(request, chosen.noticeIdx);
  await expect(page.getByRole('heading', { level: 2, name: chosen.noticeName })).toBeVisible();
  const article = page.getByRole('article');
  // The body is the sanitized editor HTML the API returned; its first paragraph must show.
  const firstParagraph = detail.noticeContent.match(/<p>([^<&]+)/)?.[1]?.trim();
  expect(firstParagraph, 'the notice body starts with a paragraph').toBeTruthy();
  await expect(article).toContainText(firstParagraph!);
  await expect(page.getByRole('link', { name: '목록으로' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a guest filters FAQ by category through the category query', async ({ page, request }) => {
  const categories = await listFaqCategories(request);
  expect(categories.length, 'the seed has FAQ categories').toBeGreaterThan(1);
  const all = (await listFaqs(request)).filter((item) => item.displayYn === 'Y');

  await page.goto('/FAQ');
  const filter = page.getByRole('navigation', { name: 'FAQ 분류' }).getByRole('link');
  await expect(filter).toHaveText(['전체', ...categories.map((c) => c.faqsCategoryName)]);
  await expect(filter.first()).toHaveAttribute('aria-current', 'true');
  // The questions are the links to FAQ detail pages; the filter's links go to /FAQ?category=.
  const questions = page
    .getByRole('region', { name: '자주 묻는 질문' })
    .getByRole('link')
    .and(page.locator('a[href^="/FAQ/"]'));
  await expect(questions).toHaveCount(all.length);

  const category = categories[1]!;
  const inCategory = all.filter((item) => item.faqsCategoryIdx === category.faqsCategoryIdx);
  expect(
    inCategory.length,
    `the seed has questions in ${category.faqsCategoryName}`,
  ).toBeGreaterThan(0);
  await page.getByRole('link', { name: category.faqsCategoryName, exact: true }).click();
  await expect(page).toHaveURL(`/FAQ?category=${category.faqsCategoryIdx}`);
  await expect(
    page.getByRole('link', { name: category.faqsCategoryName, exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(questions).toHaveCount(inCategory.length);
  for (const [index, item] of inCategory.entries()) {
    await expect(questions.nth(index)).toContainText(item.faqsQuestion);
  }
  await expectNoA11yViolations(page);

  // The filter lives in the URL: a reload (or a shared link) keeps it.
  await page.reload();
  await expect(questions).toHaveCount(inCategory.length);
  await expect(
    page.getByRole('link', { name: category.faqsCategoryName, exact: true }),
  ).toHaveAttribute('aria-current', 'true');

  await page.getByRole('link', { name: '전체', exact: true }).click();
  await expect(page).toHaveURL('/FAQ');
  await expect(questions).toHaveCount(all.length);
  await expectNoA11yViolations(page);
});

test.describe('a path no route answers', () => {
  // The document itself answers 404, which Chromium may log as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource: .*404/] });

  test('a bad URL lands on the 404 screen, with status 404', async ({ page }) => {
    const response = await page.goto('/this-page/does-not-exist');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(
      page.getByRole('heading', { name: '요청하신 페이지를 찾을 수 없어요 :(' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });

  // A detail page whose id is malformed or names nothing answers 404 too,
  // with the app's own not-found screen; a program that never existed is not one that ended.
  test('an unknown detail page answers 404 with its not-found screen', async ({
    page,
    request,
  }) => {
    const missingNotice = Math.max(...(await listNotices(request)).map((n) => n.noticeIdx)) + 1000;
    const pages: [string, string][] = [
      ['/program/abc', '요청하신 페이지를 찾을 수 없어요 :('],
      ['/program/999999', '요청하신 페이지를 찾을 수 없어요 :('],
      [`/notice/${missingNotice}`, '공지사항을 찾을 수 없어요.'],
      ['/seongsu/999999', '공간을 찾을 수 없어요.'],
    ];
    for (const [path, heading] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['content-type'], path).toContain('text/html');
      await expect(page.getByRole('heading', { name: heading }), path).toBeVisible();
      await expect(page.getByText('지금은 진행하지 않는 프로그램이에요'), path).toHaveCount(0);
    }
    await expectNoA11yViolations(page);
  });
});

test('a deep link such as /notice/1 loads the SPA', async ({ page, request }) => {
  const notice = await getNotice(request, 1);
  const response = await page.goto('/notice/1');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { level: 2, name: notice.noticeName })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('a notice or a question that does not exist', () => {
  // The detail call answers 404 by design; Chromium logs the failed resource as a console error.
  test.use({ allowedConsoleErrors: [/Failed to load resource: .*404/] });

  test('an unknown notice shows the not-found state with a way back to the list', async ({
    page,
    request,
  }) => {
    const missing = Math.max(...(await listNotices(request)).map((n) => n.noticeIdx)) + 1000;
    await page.goto(`/notice/${missing}`);
    await expect(page.getByRole('heading', { name: '공지사항을 찾을 수 없어요.' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: '공지사항 목록 보기' }).click();
    await expect(page).toHaveURL('/notice');
    await expect(page.getByRole('region', { name: '공지사항' })).toBeVisible();
  });

  test('an unknown FAQ shows the not-found state with a way back to the list', async ({
    page,
    request,
  }) => {
    const missing = Math.max(...(await listFaqs(request)).map((f) => f.faqsIdx)) + 1000;
    await page.goto(`/FAQ/${missing}`);
    await expect(page.getByRole('heading', { name: '질문을 찾을 수 없어요.' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'FAQ 목록 보기' }).click();
    await expect(page).toHaveURL('/FAQ');
    await expect(page.getByRole('region', { name: '자주 묻는 질문' })).toBeVisible();
  });
});
