import { GREETING_MESSAGES, HOME_PROGRAM_COUNT, seoulToday, weekStrip } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { listNotices } from '../support/api';
import { fullPageScreenshotIfAsked, listProgramsOn, listZoneFloors } from '../support/home';
import { hideHomeBannerOverlays } from '../support/home-banners';

/** The first programs the home shows for a day: the server's order (its instances first). */
const idsOf = (programs: { programIdx: number }[]) =>
  programs.slice(0, HOME_PROGRAM_COUNT).map((program) => program.programIdx);

const dayName = (ymd: string, weekday: string) =>
  `${Number(ymd.slice(5, 7))}월 ${Number(ymd.slice(8, 10))}일 ${weekday}요일`;

test('a guest home shows banners, the programs of a chosen day, zones and notices', async ({
  page,
  context,
  request,
}) => {
  // What the server holds, to compare the page with: the strip's days and their programs.
  const today = seoulToday(new Date());
  const strip = weekStrip(today);
  const todays = await listProgramsOn(request, today);
  expect(todays.length, 'the seed runs programs today').toBeGreaterThan(0);
  let other: { ymd: string; label: string; index: number; programs: typeof todays } | undefined;
  for (const [index, day] of strip.entries()) {
    if (day.ymd === today) continue;
    const programs = await listProgramsOn(request, day.ymd);
    if (programs.length > 0 && idsOf(programs).join() !== idsOf(todays).join()) {
      other = { ymd: day.ymd, label: dayName(day.ymd, day.weekdayLabel), index, programs };
      break;
    }
  }
  expect(other, 'the seed has a day in the strip whose programs differ from today').toBeDefined();
  const floors = await listZoneFloors(request);
  const zones = floors.flatMap((floor) => floor.zoneList);
  expect(zones.length, 'the seed has zones').toBeGreaterThan(0);
  expect((await listNotices(request)).length, 'the seed has notices').toBeGreaterThan(2);

  await hideHomeBannerOverlays(context);
  const imagesRequested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imagesRequested.add(new URL(request.url()).pathname);
  });
  await page.goto('/');

  // The greeting hero: one of the guest's two messages.
  const greeting = page.getByRole('heading', { level: 2 }).first();
  await expect(greeting).toBeVisible();
  const guestMessages = GREETING_MESSAGES.guest.map((message) =>
    // the demo venue of the seeded settings, with its four floors
    message({
      name: '',
      date: '',
      days: 0,
      place: '',
      time: '',
      venue: '시그널 하우스 성수',
      floors: 4,
    }),
  );
  expect(guestMessages).toContain((await greeting.textContent())?.trim());

  // Banners: the main grid and the promotion carousel, with images.
  const mainBanners = page.getByRole('region', { name: '메인 배너' });
  await expect(mainBanners).toBeVisible();
  await expect(mainBanners.locator('img').first()).toBeVisible();

  // At first visit only the slide on the screen loads its pictures; the slides off
  // to the side load when the visitor turns to them (they sat inside the browser's lazy-load
  // distance, and the home loaded 26 images where 14 are near the screen).
  await page.waitForLoadState('networkidle');
  const slideImages = (n: number) =>
    mainBanners
      .getByRole('group', { name: new RegExp(`^${n} / `) })
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).src).pathname),
      );
  const secondSlide = await slideImages(2);
  expect(secondSlide.length, 'the grid has a second slide with pictures').toBeGreaterThan(0);
  expect(secondSlide.filter((path) => imagesRequested.has(path))).toEqual([]);
  expect((await slideImages(1)).every((path) => imagesRequested.has(path))).toBe(true);
  await mainBanners.getByRole('button', { name: '메인 배너 2번째 묶음 보기' }).click();
  await expect.poll(() => secondSlide.filter((path) => !imagesRequested.has(path))).toEqual([]);
  const promotions = page.getByRole('region', { name: '프로모션 배너' });
  await expect(promotions).toBeVisible();
  await expect(promotions.locator('img').first()).toBeAttached();

  // Programs: today is selected and its first three programs show, More when there are 4+.
  const programs = page.getByRole('region', { name: 'Programs' });
  const todayButton = programs.getByRole('button', { name: /^오늘 \d+, / });
  await expect(todayButton).toHaveAttribute('aria-pressed', 'true');
  const cardLinks = programs.getByRole('list').getByRole('link');
  const hrefs = (ids: number[]) => ids.map((id) => `/program/${id}`);
  await expect(cardLinks).toHaveCount(Math.min(todays.length, HOME_PROGRAM_COUNT));
  for (const [i, href] of hrefs(idsOf(todays)).entries()) {
    await expect(cardLinks.nth(i)).toHaveAttribute('href', href);
  }
  const more = programs.getByRole('link', { name: /^More/ });
  if (todays.length > HOME_PROGRAM_COUNT) {
    await expect(more).toHaveAttribute('href', `/program?tab=date&startDate=${today}`);
  } else {
    await expect(more).toHaveCount(0);
  }

  // Another day: turn the strip's pages as a visitor would, pick it, and its programs show.
  const chosen = other!;
  const todayWeek = Math.floor(strip.findIndex((day) => day.ymd === today) / 7);
  const chosenWeek = Math.floor(chosen.index / 7);
  const turn = programs.getByRole('button', {
    name: chosenWeek > todayWeek ? '다음 주' : '이전 주',
  });
  for (let i = 0; i < Math.abs(chosenWeek - todayWeek); i += 1) await turn.click();
  const dayButton = programs.getByRole('button', { name: chosen.label, exact: false });
  await expect(dayButton).toBeInViewport();
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  await expect(todayButton).toHaveAttribute('aria-pressed', 'false');
  await expect(cardLinks).toHaveCount(Math.min(chosen.programs.length, HOME_PROGRAM_COUNT));
  for (const [i, href] of hrefs(idsOf(chosen.programs)).entries()) {
    await expect(cardLinks.nth(i)).toHaveAttribute('href', href);
  }
  if (chosen.programs.length > HOME_PROGRAM_COUNT) {
    await expect(more).toHaveAttribute('href', `/program?tab=date&startDate=${chosen.ymd}`);
  }

  // Space: every zone in the row, each to its zone page, and More to the space tab.
  const space = page.getByRole('region', { name: 'Space' });
  const zoneLinks = space.getByRole('list').getByRole('link');
  await expect(zoneLinks).toHaveCount(zones.length);
  await expect(zoneLinks.first()).toHaveAttribute('href', `/seongsu/${zones[0]!.zoneIdx}`);
  await expect(space.getByRole('link', { name: /^More/ })).toHaveAttribute(
    'href',
    '/seongsu?tab=space',
  );

  // Notices: the 3 newest, and More.
  const notices = page.getByRole('region', { name: 'Notice' });
  await expect(notices.getByRole('listitem')).toHaveCount(3);
  await expect(notices.getByRole('link', { name: /^More/ })).toHaveAttribute('href', '/notice');

  await expectNoA11yViolations(page);
  await fullPageScreenshotIfAsked(page, 'home-guest-full');
});
