import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BannerListItem } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { venueInfoFixture } from '../../../lib/venue-info/venue-info-fixture';
import { clearAlerts, confirmAlert, showAlert } from '../../../stores/alert-store';
import { syncSessionFromStorage } from '../../../stores/session-store';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { deferred, type FakeAnswer, fakeBannerApi, listBanner } from '../testing/fake-banner-api';
import { firstOverlay, HomeBannerOverlays } from './home-banner-overlays';

/**
 * A new visit: the tab's sessionStorage and the browser's session cookies are gone; localStorage
 * (and so "today") stays. (jsdom has no other cookies here to keep.)
 */
function newVisit() {
  window.sessionStorage.clear();
  for (const name of ['popupHidden', 'bottomSheetHidden']) {
    // biome-ignore lint/suspicious/noDocumentCookie: removing the flags the component under test wrote
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  window.localStorage.clear();
  newVisit();
  vi.useRealTimers();
  syncSessionFromStorage();
});

const imagePopup = listBanner({
  bannerIdx: 31,
  bannerType: 'POPUP',
  bannerName: '포토존 이벤트',
  savePath: '/media/popup/photo-zone.svg',
  alt: '포토존에서 사진을 찍으면 키링을 드려요',
  bannerLink: '/program/3',
});
const imageTextPopup = listBanner({
  bannerIdx: 32,
  bannerType: 'POPUP',
  bannerName: '얼리 체험단 모집',
  savePath: '/media/popup/early.svg',
  bannerLink: '/program/8',
  popupDescription: '체험단 20명을 모집합니다.<br>발표일에 확인해 주세요.',
});
const textPopup = listBanner({
  bannerIdx: 33,
  bannerType: 'POPUP',
  bannerName: '휴관일 안내',
  savePath: null,
  bannerLink: '/notice',
  popupDescription: '<strong>매월 셋째 주 월요일</strong>은 휴관해요.',
});
const hostilePopup = {
  ...textPopup,
  popupDescription: `${textPopup.popupDescription}<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:window.hacked=3">링크</a>`,
};
const sheet = listBanner({
  bannerIdx: 41,
  bannerType: 'BOTTOM',
  bannerName: '이번 주 프로그램 한눈에 보기',
  savePath: '/media/bottom/this-week.svg',
  alt: '이번 주 프로그램 일정 보기',
  bannerLink: '/notice',
});

function setUp(
  banners: BannerListItem[],
  report: () => FakeAnswer | Promise<FakeAnswer> = () => ({ data: null }),
) {
  return fakeBannerApi({
    '/api/banner/list': () => ({ data: banners }),
    '/api/banner/action/insert': report,
    // The popup is titled with the venue of its settings.
    '/api/venue/info': () => ({ data: venueInfoFixture({ venueName: '오렌지하우스 성수' }) }),
  });
}

function renderOverlays() {
  const current: { location?: Location } = {};
  const view = renderWithProviders(
    <>
      <HomeBannerOverlays />
      <LocationProbe onChange={(location) => (current.location = location)} />
    </>,
  );
  return { current, ...view };
}

const popup = () => screen.findByRole('dialog', { name: '오렌지하우스 성수 소식' });
const sheetDialog = () => screen.findByRole('dialog', { name: sheet.bannerName });

/** Seoul wall-clock time as a Date, e.g. seoul('2026-11-22T23:30'). */
const seoul = (local: string) => new Date(`${local}:00+09:00`);

function fixClock(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('the popup banner', () => {
  it('shows one slide per popup, typed img, imageText or text by image and description', async () => {
    setUp([imagePopup, imageTextPopup, textPopup]);
    renderOverlays();
    const dialog = await popup();
    const slides = within(dialog).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);

    // img: the picture is the link, named by its alt text.
    const [img, imageText, text] = slides as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(img).getByRole('link', { name: imagePopup.alt }).getAttribute('href')).toBe(
      '/program/3',
    );
    expect(within(img).queryByRole('heading')).toBeNull();

    // imageText: picture, title, text and a "자세히 보기" link.
    expect(imageText.querySelector('img')?.getAttribute('src')).toBe('/media/popup/early.svg');
    expect(within(imageText).getByRole('heading', { name: '얼리 체험단 모집' })).toBeTruthy();
    expect(imageText.textContent).toContain('체험단 20명을 모집합니다.');
    expect(within(imageText).getAllByRole('link')).toHaveLength(1);
    expect(
      within(imageText)
        .getByRole('link', { name: '자세히 보기: 얼리 체험단 모집' })
        .getAttribute('href'),
    ).toBe('/program/8');

    // text: no picture at all.
    expect(text.querySelector('img')).toBeNull();
    expect(within(text).getByRole('heading', { name: '휴관일 안내' })).toBeTruthy();
  });

  it('renders the CMS description through the sanitizer', async () => {
    setUp([hostilePopup]);
    renderOverlays();
    const dialog = await popup();
    expect((await within(dialog).findByText('매월 셋째 주 월요일')).tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('takes focus, pages between slides, and closes on Escape', async () => {
    setUp([imagePopup, textPopup]);
    const user = userEvent.setup();
    renderOverlays();
    const dialog = await popup();
    expect(document.activeElement).toBe(dialog);
    const count = dialog.querySelector('[aria-live]');
    expect(count?.textContent).toBe('현재 소식 1 / 2');
    const prev = within(dialog).getByRole('button', { name: '이전 소식' });
    const next = within(dialog).getByRole('button', { name: '다음 소식' });
    expect(prev).toHaveProperty('disabled', true);
    await user.click(next);
    expect(count?.textContent).toBe('현재 소식 2 / 2');
    expect(next).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no pager with a single popup', async () => {
    setUp([imagePopup]);
    renderOverlays();
    const dialog = await popup();
    expect(within(dialog).queryByRole('button', { name: /소식$/ })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['오늘 하루 보지 않기', '닫기']);
  });

  it('"오늘 하루 보지 않기" hides it until the next Seoul midnight: a reload the same day keeps it hidden', async () => {
    fixClock(seoul('2026-11-22T23:30'));
    setUp([imagePopup]);
    const user = userEvent.setup();
    const first = renderOverlays();
    await user.click(within(await popup()).getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('popupHidden')).toBe('2026-11-23T00:00:00+09:00');

    first.unmount();
    vi.setSystemTime(seoul('2026-11-22T23:59'));
    const sameDay = renderOverlays();
    await waitFor(() =>
      expect(sameDay.queryClient.getQueryState(['banners', 'list', 'guest'])?.status).toBe(
        'success',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    sameDay.unmount();
    vi.setSystemTime(seoul('2026-11-23T00:00'));
    renderOverlays();
    expect(await popup()).toBeTruthy();
  });

  it('"닫기" hides it for the rest of the visit: back on the home it stays closed, a new visit shows it', async () => {
    setUp([imagePopup]);
    const user = userEvent.setup();
    const first = renderOverlays();
    await user.click(within(await popup()).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('popupHidden')).toBeNull();
    expect(window.sessionStorage.getItem('popupClosed')).toMatch(/T00:00:00\+09:00$/);
    // A session cookie, so a reload's server-drawn page leaves it out too.
    expect(document.cookie).toContain('popupHidden=');

    first.unmount();
    const again = renderOverlays();
    await waitFor(() =>
      expect(again.queryClient.getQueryState(['banners', 'list', 'guest'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    again.unmount();
    newVisit();
    renderOverlays();
    expect(await popup()).toBeTruthy();
  });

  it('Escape closes it for the visit, like "닫기"', async () => {
    setUp([imagePopup]);
    const user = userEvent.setup();
    const first = renderOverlays();
    await popup();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    const again = renderOverlays();
    await waitFor(() =>
      expect(again.queryClient.getQueryState(['banners', 'list', 'guest'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a slide tap reports the click (POPUP, MAIN) once, then opens the link and closes', async () => {
    const answer = deferred<FakeAnswer>();
    const api = setUp([imagePopup, textPopup], () => answer.promise);
    const user = userEvent.setup();
    const { current } = renderOverlays();
    const link = within(await popup()).getByRole('link', { name: imagePopup.alt });
    await user.dblClick(link);
    expect(api.callsTo('/api/banner/action/insert')).toHaveLength(1);
    answer.resolve({ data: null });
    await waitFor(() => expect(current.location?.pathname).toBe('/program/3'));
    expect(api.callsTo('/api/banner/action/insert')[0]?.body).toEqual({
      bannerType: 'POPUP',
      bannerDetailType: 'MAIN',
      bannerIdx: 31,
    });
    expect(screen.queryByRole('dialog', { name: '오렌지하우스 성수 소식' })).toBeNull();
  });
});

describe('the bottom-sheet banner', () => {
  it('opens only once no popup is open: popup first, sheet after', async () => {
    setUp([imagePopup, sheet]);
    const user = userEvent.setup();
    renderOverlays();
    const dialog = await popup();
    expect(screen.queryByRole('dialog', { name: sheet.bannerName })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    const opened = await sheetDialog();
    expect(within(opened).getByRole('link', { name: sheet.alt }).getAttribute('href')).toBe(
      '/notice',
    );
    expect(within(opened).getByRole('img').getAttribute('width')).toBe('750');
  });

  it('waits while an alert is open (Back after a booking alerts on the way home), then shows', async () => {
    const api = setUp([imagePopup, sheet]);
    showAlert({ title: '완료된 예약·응모 입니다.' });
    renderOverlays();
    await waitFor(() => expect(api.callsTo('/api/banner/list')).toHaveLength(1));
    // The popup's code is a lazy chunk: give it time to arrive, and it still does not open.
    await expect(screen.findByRole('dialog', {}, { timeout: 1500 })).rejects.toThrow();
    confirmAlert();
    expect(await popup()).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: sheet.bannerName })).toBeNull();
    clearAlerts();
  });

  it('opens right away when the popup is hidden for today', async () => {
    fixClock(seoul('2026-11-22T10:00'));
    window.localStorage.setItem('popupHidden', '2026-11-23T00:00:00+09:00');
    setUp([imagePopup, sheet]);
    renderOverlays();
    expect(await sheetDialog()).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('"닫기" hides it for the visit; "오늘 하루 보지 않기" until midnight, across visits', async () => {
    fixClock(seoul('2026-11-22T10:00'));
    setUp([sheet]);
    const user = userEvent.setup();
    const first = renderOverlays();
    let opened = await sheetDialog();
    const closeButtons = within(opened).getAllByRole('button', { name: '닫기' });
    // The sheet's own close (top) and the footer's: both only close.
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('bottomSheetHidden')).toBeNull();
    expect(window.sessionStorage.getItem('bottomSheetClosed')).toBe('2026-11-23T00:00:00+09:00');

    // Back on the home during the same visit: still closed.
    first.unmount();
    const sameVisit = renderOverlays();
    await waitFor(() =>
      expect(sameVisit.queryClient.getQueryState(['banners', 'list', 'guest'])?.status).toBe(
        'success',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    sameVisit.unmount();
    newVisit();
    const second = renderOverlays();
    opened = await sheetDialog();
    await user.click(within(opened).getByRole('button', { name: '오늘 하루 보지 않기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('bottomSheetHidden')).toBe('2026-11-23T00:00:00+09:00');

    second.unmount();
    newVisit();
    const third = renderOverlays();
    await waitFor(() =>
      expect(third.queryClient.getQueryState(['banners', 'list', 'guest'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    third.unmount();
    vi.setSystemTime(seoul('2026-11-23T00:00'));
    renderOverlays();
    expect(await sheetDialog()).toBeTruthy();
  });

  it('never stacks with the popup: it waits for the popup, however the popup is closed', async () => {
    setUp([imagePopup, sheet]);
    const user = userEvent.setup();
    const first = renderOverlays();
    const dialog = await popup();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(await sheetDialog()).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // Leaving the home with the sheet open and coming back: the popup stays hidden, the sheet
    // (not closed by the visitor) shows again, alone.
    first.unmount();
    renderOverlays();
    expect(await sheetDialog()).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('after the popup is closed for the visit, coming back shows the sheet, not both', async () => {
    setUp([imagePopup, sheet]);
    const user = userEvent.setup();
    const first = renderOverlays();
    await user.click(within(await popup()).getByRole('button', { name: '닫기' }));
    const opened = await sheetDialog();
    await user.click(within(opened).getAllByRole('button', { name: '닫기' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    first.unmount();
    const again = renderOverlays();
    await waitFor(() =>
      expect(again.queryClient.getQueryState(['banners', 'list', 'guest'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('its picture reports the click (BOTTOM, MAIN), then opens the link', async () => {
    const api = setUp([sheet]);
    const user = userEvent.setup();
    const { current } = renderOverlays();
    await user.click(within(await sheetDialog()).getByRole('link', { name: sheet.alt }));
    await waitFor(() => expect(current.location?.pathname).toBe('/notice'));
    expect(api.callsTo('/api/banner/action/insert')[0]?.body).toEqual({
      bannerType: 'BOTTOM',
      bannerDetailType: 'MAIN',
      bannerIdx: 41,
    });
  });
});

it('renders nothing when there is neither a popup nor a bottom sheet', async () => {
  const api = setUp([listBanner({ bannerIdx: 1, bannerType: 'BANNER' })]);
  const { container, queryClient } = renderWithProviders(<HomeBannerOverlays />);
  await waitFor(() => expect(api.callsTo('/api/banner/list')).toHaveLength(1));
  await waitFor(() =>
    expect(queryClient.getQueryState(['banners', 'list', 'guest'])?.status).toBe('success'),
  );
  expect(container.innerHTML).toBe('');
});

describe('which overlay the first screen shows (and so which code loads)', () => {
  const overlays = { popups: [imagePopup], bottom: sheet };
  it.each([
    ['the popup, when there is one to show', overlays, { popup: false, sheet: false }, 'popup'],
    ['the sheet, when the popup is dismissed', overlays, { popup: true, sheet: false }, 'sheet'],
    [
      'the sheet, when there is no popup',
      { popups: [], bottom: sheet },
      { popup: false, sheet: false },
      'sheet',
    ],
    ['neither, when both are dismissed', overlays, { popup: true, sheet: true }, null],
    [
      'neither, when there are none',
      { popups: [], bottom: null },
      { popup: false, sheet: false },
      null,
    ],
  ] as const)('%s', (_case, banners, dismissed, expected) => {
    expect(firstOverlay({ popups: [...banners.popups], bottom: banners.bottom }, dismissed)).toBe(
      expected,
    );
  });
});
