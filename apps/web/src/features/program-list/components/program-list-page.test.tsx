import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgramListItem } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientEffects } from '../../../lib/api-client';
import { type FakeHandler, fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { LAST_VIEWED_PROGRAM_KEY, LAST_VIEWED_ROUTE_KEY } from '../last-viewed';
import { ProgramListPage } from './program-list-page';

// Thursday 26 November 2026 in Seoul.
const now = new Date('2026-11-26T10:00:00+09:00');
const LIST = '/api/program/list';
const YEARS = '/api/getyears';

function program(programIdx: number, overrides: Partial<ProgramListItem> = {}): ProgramListItem {
  return {
    programIdx,
    programName: `프로그램 ${programIdx}`,
    programCategoryIdx: 1,
    programCategoryName: '전시',
    programSummary: '요약',
    savePath: '',
    programType: 'RESERVATION',
    status: 'OPEN',
    scheduleType: 'SINGLE',
    periodType: 'LIMIT',
    zoneIdx: 1,
    zoneName: 'Main Hall',
    zoneNameEn: 'Main Hall',
    floorIdx: 2,
    floorName: '1F',
    minExecDate: '2026-11-26',
    maxExecDate: '2026-11-26',
    execDate: '2026-11-26',
    multiExecDate: null,
    dotMinExecDate: '26.11.26',
    dotMaxExecDate: '26.11.26',
    dotExecDate: '26.11.26',
    dotExecTime: '14:00',
    winnerAnnouncementDate: null,
    tutorialYn: 'N',
    tutorialLink: null,
    ...overrides,
  };
}

const many = (n: number) => Array.from({ length: n }, (_, i) => program(i + 1));

const categories = [
  { programCategoryIdx: 1, programCategoryName: '전시' },
  { programCategoryIdx: 2, programCategoryName: '클래스' },
  { programCategoryIdx: 3, programCategoryName: '공연' },
];
const floors = [
  { floorIdx: 1, floorName: 'B1', floorLabel: '지하 1층', index: 1 },
  { floorIdx: 2, floorName: '1F', floorLabel: '1층', index: 2 },
  { floorIdx: 3, floorName: '2F', floorLabel: '2층', index: 3 },
  { floorIdx: 4, floorName: 'Rooftop', floorLabel: '루프탑', index: 4 },
];

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  alertSpy.mockRestore();
});

function serve(
  list: FakeHandler = () => ok(many(3)),
  years: FakeHandler = () => ok([2025, 2026, 2027]),
) {
  return fakeApi({
    [LIST]: list,
    [YEARS]: years,
    '/api/program/category/list': () => ok(categories),
    '/api/floors/list': () => ok(floors),
    '/api/banner/program/list': (body) =>
      ok(body.floorIdx === 2 ? [program(50, { programName: '오늘의 전시' })] : []),
  });
}

let location: Location | undefined;
function open(path: string) {
  return renderWithProviders(
    <>
      <ProgramListPage now={now} />
      <LocationProbe onChange={(l) => (location = l)} />
    </>,
    { path, routePath: '/program' },
  );
}
const query = () => new URLSearchParams(location?.search);
const cardNames = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('/program', () => {
  it('opens on the category tab with every category and asks for every program', async () => {
    const api = serve();
    open('/program');
    await waitFor(() => expect(cardNames()).toEqual(['프로그램 1', '프로그램 2', '프로그램 3']));
    expect(tab('카테고리').getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo(LIST).map((call) => call.body)).toEqual([{}]);
    expect(screen.getByRole('button', { name: /카테고리\s*전체/ })).toBeTruthy();
    const card = screen.getByRole('link', { name: /프로그램 1/ });
    expect(card.getAttribute('href')).toBe('/program/1');
  });

  it("shows the spec's empty state when nothing matches", async () => {
    serve(() => ok([]));
    open('/program');
    const empty = await screen.findByRole('status');
    expect(empty.textContent).toBe('지금은 새로운 이야기를 준비 중이에요.조금만 기다려 주세요 :)');
  });

  it('keeps the tab and filters in the query when switching tabs', async () => {
    const api = serve();
    open('/program');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await userEvent.click(tab('층별'));
    expect(query().get('tab')).toBe('floor');
    expect(query().get('floor')).toBe('1');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.body).toEqual({ floorIdx: 1 }));
    await userEvent.click(tab('날짜별'));
    expect(query().get('tab')).toBe('date');
    expect(query().get('startDate')).toBe('2026-11-26');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.body).toEqual({ startDate: '2026-11-26' }),
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    serve();
    open('/program');
    tab('카테고리').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(query().get('tab')).toBe('floor');
    expect(document.activeElement).toBe(tab('층별'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(query().get('tab')).toBe('date');
  });

  it('ignores a startDate that is not a real day and shows today', async () => {
    const api = serve();
    open('/program?tab=date&startDate=2026-02-30');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.body).toEqual({ startDate: '2026-11-26' }),
    );
    expect(
      screen
        .getByRole('button', { name: '26, 2026년 11월 26일 목요일, 오늘' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('ignores malformed categories and ids the server does not know', async () => {
    const api = serve();
    open('/program?categories=1,abc');
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(api.callsTo(LIST)[0]?.body).toEqual({});

    const api2 = serve();
    open('/program?categories=2,99');
    await waitFor(() =>
      expect(api2.callsTo(LIST).at(-1)?.body).toEqual({ programCategoryIdxList: [2] }),
    );
  });

  it('chooses categories in a sheet where all are ticked at first', async () => {
    const api = serve();
    open('/program');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: /카테고리\s*전체/ }));
    const sheet = screen.getByRole('dialog', { name: '어떤 프로그램이 궁금하세요?' });
    const all = within(sheet).getByRole('checkbox', { name: '전체' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    for (const name of ['전시', '클래스', '공연']) {
      expect((within(sheet).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(
        true,
      );
    }
    // With 전체 ticked, tapping one category picks that one alone (not everything but it) …
    await userEvent.click(within(sheet).getByRole('checkbox', { name: '전시' }));
    const ticked = () =>
      ['전시', '클래스', '공연'].filter(
        (name) => (within(sheet).getByRole('checkbox', { name }) as HTMLInputElement).checked,
      );
    expect(ticked()).toEqual(['전시']);
    expect(all.indeterminate).toBe(true);
    // … and from there, taps add and remove as a multi-select.
    await userEvent.click(within(sheet).getByRole('checkbox', { name: '클래스' }));
    expect(ticked()).toEqual(['전시', '클래스']);
    await userEvent.click(within(sheet).getByRole('checkbox', { name: '공연' }));
    expect(ticked()).toEqual(['전시', '클래스', '공연']);
    expect(all.checked).toBe(true);
    await userEvent.click(within(sheet).getByRole('checkbox', { name: '공연' }));
    expect(ticked()).toEqual(['공연']);
    await userEvent.click(within(sheet).getByRole('checkbox', { name: '전시' }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: '공연' }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: '클래스' }));
    expect(ticked()).toEqual(['전시', '클래스']);
    await userEvent.click(within(sheet).getByRole('button', { name: '선택 완료' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(query().get('categories')).toBe('1,2');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.body).toEqual({ programCategoryIdxList: [1, 2] }),
    );
    expect(screen.getByRole('button', { name: /카테고리\s*전시 외 1개/ })).toBeTruthy();
  });

  it('will not apply an empty category choice', async () => {
    serve();
    open('/program');
    await userEvent.click(await screen.findByRole('button', { name: /카테고리\s*전체/ }));
    const sheet = screen.getByRole('dialog');
    await userEvent.click(within(sheet).getByRole('checkbox', { name: '전체' }));
    expect(
      (within(sheet).getByRole('button', { name: '선택 완료' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(sheet).getByText('카테고리를 하나 이상 골라 주세요.')).toBeTruthy();
  });

  it("shows a floor's banner block and its programs, floor 1 by default", async () => {
    const api = serve();
    open('/program?tab=floor');
    expect(await screen.findByRole('heading', { name: 'B1 지하 1층' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /층\s*B1 지하 1층/ }));
    const sheet = screen.getByRole('dialog', { name: '몇 층이 궁금하세요?' });
    expect(
      (within(sheet).getByRole('radio', { name: 'B1 지하 1층' }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(within(sheet).getByRole('radio', { name: '1F 1층' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '이 층 보기' }));

    expect(query().get('floor')).toBe('2');
    expect(await screen.findByRole('heading', { name: '1F 1층' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '오늘의 전시' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.body).toEqual({ floorIdx: 2 }));
    expect(api.callsTo('/api/banner/program/list').at(-1)?.body).toEqual({ floorIdx: 2 });
  });

  it('says 층 정보를 찾을 수 없습니다. for a floor other than 1–4, and asks for nothing', async () => {
    const api = serve();
    open('/program?tab=floor&floor=7');
    expect(await screen.findByText('층 정보를 찾을 수 없습니다.')).toBeTruthy();
    expect(api.callsTo(LIST)).toHaveLength(0);
    expect(api.callsTo('/api/banner/program/list')).toHaveLength(0);
  });

  it('changes month to today when it is in that month, else the 1st, and can expand', async () => {
    const api = serve();
    open('/program?tab=date');
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    // Folded: only the week of the chosen day.
    expect(screen.getAllByRole('row')).toHaveLength(2);
    const expand = screen.getByRole('button', { name: '달력 펼치기' });
    await userEvent.click(expand);
    expect(screen.getAllByRole('row').length).toBeGreaterThan(4);
    expect(screen.getByRole('button', { name: '달력 접기' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    expect(query().get('startDate')).toBe('2026-12-01');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.body).toEqual({ startDate: '2026-12-01' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '이전 달' }));
    expect(query().get('startDate')).toBe('2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: '3, 2026년 11월 3일 화요일' }));
    expect(query().get('startDate')).toBe('2026-11-03');
  });
});

describe('/program date tab within the venue years (POST /api/getyears)', () => {
  const arrow = (name: '이전 달' | '다음 달') =>
    screen.getByRole('button', { name }) as HTMLButtonElement;

  it('asks for the years only on the date tab and stops 다음 달 at December of the last year', async () => {
    const api = serve(undefined, () => ok([2025, 2026]));
    open('/program');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(api.callsTo(YEARS)).toHaveLength(0);

    await userEvent.click(tab('날짜별'));
    await waitFor(() => expect(api.callsTo(YEARS)).toHaveLength(1));
    await userEvent.click(arrow('다음 달'));
    expect(query().get('startDate')).toBe('2026-12-01');
    await waitFor(() => expect(arrow('다음 달').disabled).toBe(true));
    expect(arrow('이전 달').disabled).toBe(false);
  });

  it('stops 이전 달 at January of the first year', async () => {
    serve(undefined, () => ok([2025, 2026]));
    open('/program?tab=date&startDate=2025-02-14');
    await waitFor(() => expect(arrow('이전 달').disabled).toBe(false));
    await userEvent.click(arrow('이전 달'));
    expect(query().get('startDate')).toBe('2025-01-01');
    expect(arrow('이전 달').disabled).toBe(true);
    expect(arrow('다음 달').disabled).toBe(false);
  });

  it('still shows a startDate outside the years, with only the arrow back towards them', async () => {
    const api = serve(undefined, () => ok([2025, 2026]));
    open('/program?tab=date&startDate=2030-05-03');
    await waitFor(() => expect(api.callsTo(YEARS)).toHaveLength(1));
    expect(screen.getByText('2030년 5월')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.body).toEqual({ startDate: '2030-05-03' }),
    );
    await waitFor(() => expect(arrow('다음 달').disabled).toBe(true));
    expect(arrow('이전 달').disabled).toBe(false);
  });

  it('uses 2023 through this year when the years cannot be loaded, without an alert', async () => {
    const api = serve(undefined, () => ({
      error: { status: 500, errorCode: 'INTERNAL', message: '알 수 없는 오류가 발생했습니다.' },
    }));
    open('/program?tab=date&startDate=2023-01-20');
    await waitFor(() => expect(api.callsTo(YEARS)).toHaveLength(1));
    await waitFor(() => expect(arrow('이전 달').disabled).toBe(true));
    expect(arrow('다음 달').disabled).toBe(false);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('does not hold the arrows while the years load', async () => {
    const api = serve(undefined, () => new Promise(() => {}));
    open('/program?tab=date&startDate=2027-11-05');
    await waitFor(() => expect(api.callsTo(YEARS)).toHaveLength(1));
    // The fallback (2023–2026) widened to the shown month's year: December 2027 is reachable.
    expect(arrow('다음 달').disabled).toBe(false);
    await userEvent.click(arrow('다음 달'));
    expect(query().get('startDate')).toBe('2027-12-01');
    expect(arrow('다음 달').disabled).toBe(true);
    expect(arrow('이전 달').disabled).toBe(false);
  });
});

describe('/program paging', () => {
  function scrollTo(bottomGap: number) {
    const height = 5000;
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: height,
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      value: height - 800 - bottomGap,
    });
    act(() => {
      fireEvent.scroll(window);
    });
  }

  it('shows 10, then 10 more within 300 px of the bottom, and 10 again after a tab switch', async () => {
    serve(() => ok(many(25)));
    open('/program');
    await waitFor(() => expect(cardNames()).toHaveLength(10));
    scrollTo(301);
    expect(cardNames()).toHaveLength(10);
    scrollTo(300);
    expect(cardNames()).toHaveLength(20);
    scrollTo(100);
    expect(cardNames()).toHaveLength(25);

    await userEvent.click(tab('날짜별'));
    await waitFor(() => expect(cardNames()).toHaveLength(10));
  });

  it('remembers the opened program and its list, and shows it again on return', async () => {
    serve(() => ok(many(25)));
    const first = open('/program');
    await waitFor(() => expect(cardNames()).toHaveLength(10));
    // Follow a card's link without leaving the test route.
    const link = screen.getByRole('link', { name: /프로그램 3/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(window.sessionStorage.getItem(LAST_VIEWED_PROGRAM_KEY)).toBe('3');
    const route = window.sessionStorage.getItem(LAST_VIEWED_ROUTE_KEY);
    expect(route).toBe('/program?tab=category&categories=ALL&floor=1&startDate=2026-11-26');
    first.unmount();

    window.sessionStorage.setItem(LAST_VIEWED_PROGRAM_KEY, '15');
    open('/program');
    await waitFor(() => expect(cardNames()).toHaveLength(20));
  });

  it('starts from the top when the remembered program came from another list', async () => {
    serve(() => ok(many(25)));
    window.sessionStorage.setItem(LAST_VIEWED_PROGRAM_KEY, '15');
    window.sessionStorage.setItem(
      LAST_VIEWED_ROUTE_KEY,
      '/program?tab=date&categories=ALL&floor=1&startDate=2026-11-26',
    );
    open('/program');
    await waitFor(() => expect(cardNames()).toHaveLength(10));
  });
});
