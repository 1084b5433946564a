import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { PROGRAM_DETAIL_FAILED_TEXT } from '../../programs/api/get-program-detail';
import { programDetailFixture } from '../../programs/components/program-detail-fixture';
import { allEntries, venueFloors } from '../floor-map-fixtures';
import { FloorMap } from './floor-map';

const G1P0001_PROGRAM = allEntries.find((e) => e.mapType === 'G1P0001')!.programIdx;

type Answer = unknown | (() => Response | Promise<Response>);
let api: Record<string, Answer>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function envelope(data: unknown) {
  return new Response(JSON.stringify({ success: true, resultCode: 200, message: 'OK', data }), {
    status: 200,
  });
}

function failure(status: number, errorCode = 'INTERNAL') {
  return () =>
    new Response(
      JSON.stringify({ success: false, resultCode: status, errorCode, message: '서버 오류' }),
      { status },
    );
}

beforeEach(() => {
  api = {
    '/api/floors/list': venueFloors,
    '/api/checkin/banner/list': allEntries,
    '/api/program/detail': programDetailFixture({ programIdx: G1P0001_PROGRAM }),
  };
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).split('?')[0]!;
    const answer = api[path];
    if (answer === undefined) return failure(404, 'API_NOT_FOUND')();
    return typeof answer === 'function' ? (answer as () => Response)() : envelope(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => clearAlerts());

function renderMap(initial?: number | null, headingId?: string) {
  const changes: number[] = [];
  const queryClient: QueryClient = createQueryClient();
  function Page() {
    const [floorIdx, setFloorIdx] = useState(initial);
    return (
      <FloorMap
        headingId={headingId}
        floorIdx={floorIdx}
        onFloorChange={(next) => {
          changes.push(next);
          setFloorIdx(next);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { changes, queryClient };
}

const selectedTab = async () =>
  (await screen.findAllByRole('tab')).find((tab) => tab.getAttribute('aria-selected') === 'true');

/** The hotspot layer, once the entries have arrived (some hotspot is a link then). */
async function hotspotList() {
  const list = await screen.findByRole('list', { name: /공간과 프로그램$/ });
  await waitFor(() => expect(within(list).queryAllByRole('link').length).toBeGreaterThan(0));
  return list;
}

describe('the floor tabs', () => {
  it('show every floor in display order and open on 1F when the page names none', async () => {
    renderMap();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'B1 지하 1층',
      '1F 1층',
      '2F 2층',
      'Rooftop 루프탑',
    ]);
    expect((await selectedTab())?.textContent).toBe('1F 1층');
    const panel = screen.getByRole('tabpanel', { name: '1F 1층' });
    expect(await within(panel).findByRole('img', { name: '1층 평면도' })).toBeTruthy();
  });

  it("are named by the page's heading when it gives one, else 층 선택", async () => {
    render(<h2 id="map-heading">층별 안내</h2>);
    renderMap(2, 'map-heading');
    expect(await screen.findByRole('tablist', { name: '층별 안내' })).toBeTruthy();
  });

  it('are called 층 선택 without a heading', async () => {
    renderMap(2);
    expect(await screen.findByRole('tablist', { name: '층 선택' })).toBeTruthy();
  });

  it('open on 1F for a floor the server does not list, without rewriting the query', async () => {
    const { changes } = renderMap(9);
    expect((await selectedTab())?.textContent).toBe('1F 1층');
    expect(changes).toEqual([]);
  });

  it('open on the first floor when the server has no 1F', async () => {
    api['/api/floors/list'] = [
      { ...venueFloors[0], index: 2 },
      { ...venueFloors[3], index: 1 },
    ];
    renderMap();
    expect((await selectedTab())?.textContent).toBe('Rooftop 루프탑');
  });

  it("open on the page's floor", async () => {
    renderMap(4);
    expect((await selectedTab())?.textContent).toBe('Rooftop 루프탑');
    expect(await screen.findByRole('img', { name: '루프탑 평면도' })).toBeTruthy();
  });

  it('hand the chosen floor to the page, by tap and by arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const { changes } = renderMap(2);
    await user.click(await screen.findByRole('tab', { name: '2F 2층' }));
    expect((await selectedTab())?.textContent).toBe('2F 2층');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rooftop 루프탑' })).toBe(document.activeElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'B1 지하 1층' })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{Home}');
    await user.keyboard('{End}');
    expect(changes).toEqual([3, 4, 1, 4, 1, 4]);
    expect((await selectedTab())?.getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it(`say "층 정보를 찾을 수 없어요." without an alert when the floors cannot be loaded`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api['/api/floors/list'] = failure(500);
    renderMap();
    expect(await screen.findByText('층 정보를 찾을 수 없어요.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(getAlerts()).toEqual([]);
  });
});

describe('the hotspots', () => {
  it.each([1, 2, 3, 4] as const)(
    'on floor %i link each program to /program/{id} and each zone to /seongsu/{id}',
    async (floorIdx) => {
      renderMap(floorIdx);
      const list = await hotspotList();
      const entries = allEntries.filter((e) => e.floorIdx === floorIdx);
      for (const entry of entries) {
        if (entry.mapType.charAt(2) === 'Z') {
          const link = within(list).getByRole('link', { name: `${entry.label} ${entry.labelEn}` });
          expect(link.getAttribute('href'), entry.mapType).toBe(`/seongsu/${entry.programIdx}`);
        } else if (entry.mapType === 'G1P0001') {
          const button = within(list).getByRole('button', { name: `${entry.label} 프로그램` });
          expect(button.getAttribute('aria-haspopup')).toBe('dialog');
        } else {
          const link = within(list).getByRole('link', { name: `${entry.label} 프로그램` });
          expect(link.getAttribute('href'), entry.mapType).toBe(`/program/${entry.programIdx}`);
        }
      }
      expect(within(list).getAllByRole('listitem')).toHaveLength(entries.length);
    },
  );

  it('place each hotspot in its rectangle on the plan', async () => {
    renderMap(1);
    const list = await hotspotList();
    const entry = allEntries.find((e) => e.mapType === 'B1Z0001')!;
    const item = list.querySelector<HTMLElement>('[data-code="B1Z0001"]')!;
    expect(item.style.left).toBe(`${Math.round(entry.rect!.x * 100_000) / 1000}%`);
    expect(item.style.top).toBe(`${Math.round(entry.rect!.y * 100_000) / 1000}%`);
    expect(item.style.width).toBe('20%');
    expect(item.style.height).toBe('10%');
  });

  it("use the rooftop's own G2P0001 program there", async () => {
    renderMap(4);
    const link = within(await hotspotList()).getByRole('link', { name: '선셋 스테이지 프로그램' });
    expect(link.getAttribute('href')).toBe('/program/500');
  });

  it("draw an uploaded plan as an image of the plan's size, with the server's hotspots on it", async () => {
    api['/api/floors/list'] = [
      {
        floorIdx: 2,
        floorName: '1F',
        floorLabel: '1층',
        index: 1,
        plan: { savePath: '/media/uploads/plan-1f.png', width: 1600, height: 900 },
      },
    ];
    api['/api/checkin/banner/list'] = [
      {
        mapType: 'A1Z0001',
        programIdx: 42,
        floorIdx: 2,
        label: '카페',
        labelEn: null,
        rect: { x: 0.5, y: 0.25, width: 0.25, height: 0.5 },
      },
    ];
    renderMap(2);
    const plan = await screen.findByRole('img', { name: '1층 평면도' });
    expect(plan.tagName).toBe('IMG');
    expect(plan.getAttribute('src')).toBe('/media/uploads/plan-1f.png');
    expect(plan.parentElement?.style.aspectRatio).toBe('1600 / 900');
    const link = within(await hotspotList()).getByRole('link', { name: '카페' });
    expect(link.getAttribute('href')).toBe('/seongsu/42');
    expect(link.closest('li')?.style.left).toBe('50%');
  });

  it('say the floor has no map when it has no plan yet', async () => {
    api['/api/floors/list'] = [{ ...venueFloors[1], plan: null }];
    renderMap(2);
    expect(await screen.findByText('층 정보를 찾을 수 없어요.')).toBeTruthy();
  });

  it('leave out hotspots the server has no entry for', async () => {
    api['/api/checkin/banner/list'] = allEntries.filter(
      (e) => e.mapType !== 'B1P0002' && e.mapType !== 'B1Z0002',
    );
    renderMap(1);
    const list = await hotspotList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).queryByText('굿즈 존')).toBeNull();
    expect(within(list).getByRole('link', { name: '더 스테이지 The Stage' })).toBeTruthy();
  });

  it('still draw the plan, silently, when the hotspots cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api['/api/checkin/banner/list'] = failure(500);
    renderMap(2);
    expect(await screen.findByRole('img', { name: '1층 평면도' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '1층 공간과 프로그램' });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/checkin/banner/list', expect.anything()),
    );
    expect(within(list).queryAllByRole('link')).toEqual([]);
    expect(getAlerts()).toEqual([]);
  });
});

describe("G1P0001's program guide sheet", () => {
  const openGuide = async () => {
    const user = userEvent.setup();
    const button = within(await hotspotList()).getByRole('button', {
      name: '이머시브 룸 프로그램',
    });
    await user.click(button);
    return { user, button };
  };

  it('opens 프로그램 안내 with the program the entry names', async () => {
    renderMap(2);
    await openGuide();
    const sheet = await screen.findByRole('dialog', { name: '프로그램 안내' });
    expect(within(sheet).getByRole('heading', { name: /몰입형 미디어 아트/ })).toBeTruthy();
    expect(within(sheet).getByText('1F · Main Hall')).toBeTruthy();
    expect(within(sheet).getByText('26.03.01 ~ 26.04.30')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: '상세보기' }).getAttribute('href')).toBe(
      `/program/${G1P0001_PROGRAM}`,
    );
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/program/detail');
    expect(calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { programIdx: G1P0001_PROGRAM },
    ]);
  });

  it('closes, and gives focus back to the pin', async () => {
    renderMap(2);
    const { user, button } = await openGuide();
    const sheet = await screen.findByRole('dialog', { name: '프로그램 안내' });
    await user.click(within(sheet).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it.each([
    ['a server error', failure(500)],
    ['an unknown program', failure(404, 'PROGRAM_NOT_FOUND')],
  ])('alerts the spec sentence and stays closed on %s', async (_case, answer) => {
    api['/api/program/detail'] = answer;
    renderMap(2);
    await openGuide();
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual([PROGRAM_DETAIL_FAILED_TEXT]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never reopens with the previous program when a later load fails', async () => {
    const { queryClient } = renderMap(2);
    const { user } = await openGuide();
    const sheet = await screen.findByRole('dialog', { name: '프로그램 안내' });
    await user.click(within(sheet).getByRole('button', { name: '닫기' }));

    queryClient.removeQueries({ queryKey: ['programs'] });
    api['/api/program/detail'] = failure(500);
    await openGuide();
    await waitFor(() => expect(getAlerts()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the server once for a quick double tap', async () => {
    let release: (response: Response) => void = () => {};
    api['/api/program/detail'] = () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      });
    renderMap(2);
    const { user, button } = await openGuide();
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    release(envelope(programDetailFixture({ programIdx: G1P0001_PROGRAM })));
    expect(await screen.findByRole('dialog', { name: '프로그램 안내' })).toBeTruthy();
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/program/detail');
    expect(calls).toHaveLength(1);
  });
});
