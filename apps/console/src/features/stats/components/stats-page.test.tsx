import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffStats, StaffStatsBody, StatsDay } from '@venue/contract';
import { addDays } from '@venue/contract/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const today = '2026-11-26';

const figures = (i: number): Omit<StatsDay, 'date'> => ({
  bookings: 10 + i,
  drawEntries: i,
  capacity: 40,
  bookedSeats: 20 + i,
  fillRate: (20 + i) / 40,
  checkIns: 30 + i,
  noShows: i % 2,
  cancels: { member: 1, notComing: i % 2, staff: 0, session: 0, total: 1 + (i % 2) },
  refills: i === 3 ? 1 : 0,
  refilledSeats: i === 3 ? 2 : 0,
});

/** What the server answers for a body: a row per day, 10시 and 14시 busy at the door. */
function statsFor(body: StaffStatsBody): StaffStats {
  const days: StatsDay[] = [];
  for (let day = body.from, i = 0; day <= body.to; day = addDays(day, 1), i += 1) {
    days.push({ date: day, ...figures(i) });
  }
  const sum = (pick: (d: StatsDay) => number) => days.reduce((s, d) => s + pick(d), 0);
  return {
    from: body.from,
    to: body.to,
    programIdx: body.programIdx ?? null,
    floorIdx: body.floorIdx ?? null,
    generatedAt: `${today}T14:00:00+09:00`,
    days,
    totals: {
      bookings: sum((d) => d.bookings),
      drawEntries: sum((d) => d.drawEntries),
      capacity: sum((d) => d.capacity ?? 0),
      bookedSeats: sum((d) => d.bookedSeats),
      fillRate: 0.575,
      checkIns: sum((d) => d.checkIns),
      noShows: sum((d) => d.noShows),
      cancels: {
        member: sum((d) => d.cancels.member),
        notComing: sum((d) => d.cancels.notComing),
        staff: 0,
        session: 0,
        total: sum((d) => d.cancels.total),
      },
      refills: 1,
      refilledSeats: 2,
    },
    hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      visitors: hour === 10 ? 120 : hour === 14 ? 80 : 0,
    })),
    choices: {
      programs: [
        { programIdx: 2, programName: '향수 클래스', programType: 'RESERVATION' },
        { programIdx: 7, programName: '럭키 드로우', programType: 'APPLICATION' },
      ],
      floors: [
        { floorIdx: 1, floorName: '1F', floorLabel: '1층' },
        { floorIdx: 2, floorName: '2F', floorLabel: '2층' },
      ],
    },
  };
}

function serveStats() {
  const api = serveStaff({
    '/api/staff/me': () => ok(staffOperator),
    '/api/staff/stats': (body) => ok(statsFor(body as StaffStatsBody)),
  });
  const jsonFetch = api.fetch.getMockImplementation();
  const files: unknown[] = [];
  api.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://test').pathname;
    if (path !== '/api/staff/stats/export') return jsonFetch?.(input, init) as Promise<Response>;
    const body = JSON.parse(String(init?.body));
    files.push(body);
    const name = `통계_${body.from}_${body.to}.${body.format}`;
    return new Response('\uFEFF날짜\r\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="stats"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  });
  return { api, files };
}

const statsBodies = (api: ReturnType<typeof serveStats>['api']) =>
  api.callsTo('/api/staff/stats').map((call) => call.body);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T05:00:00Z'));
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/staff/stats', () => {
  it('shows a STAFF operator the last 7 days: totals, four charts and a table under each', async () => {
    const { api } = serveStats();
    renderConsole('/staff/stats');
    expect(await screen.findByRole('heading', { level: 1, name: '통계' })).toBeTruthy();
    const totals = await screen.findByRole('region', { name: '기간 합계' });
    expect(totals.textContent).toContain('예약91건');
    expect(totals.textContent).toContain('채움률57.5%');
    expect(totals.textContent).toContain('입장231명');
    expect(statsBodies(api)[0]).toEqual({ from: '2026-11-20', to: today });
    expect(screen.getByRole('button', { name: '지난 7일' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const activity = screen.getByRole('region', { name: '날짜별 예약·응모·입장' });
    expect(within(activity).getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(activity).getByRole('img', { name: /날짜별 예약·응모·입장/ })).toBeTruthy();
    const table = within(activity).getByRole('table');
    expect(table.querySelector('caption')?.textContent).toContain('날짜별 예약·응모·입장');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['구분', '예약', '응모', '입장']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([
      '11.20 (금)',
      '11.21 (토)',
      '11.22 (일)',
      '11.23 (월)',
      '11.24 (화)',
      '11.25 (수)',
      '11.26 (목)',
      '합계',
    ]);
    expect(within(table).getByRole('row', { name: /11.26/ }).textContent).toBe('11.26 (목)16636');

    const fill = screen.getByRole('region', { name: '채움률' });
    expect(within(fill).getByRole('row', { name: /11.20/ }).textContent).toBe('11.20 (금)402050%');
    const cancels = screen.getByRole('region', { name: '취소 사유와 불참' });
    expect(within(cancels).getByRole('img', { name: /취소 \d+건/ })).toBeTruthy();
    expect(within(cancels).getByRole('row', { name: /11.23/ }).textContent).toContain('1건 (2석)');
    const hours = screen.getByRole('region', { name: '시간대별 입장' });
    expect(within(hours).getByRole('img', { name: /가장 붐빈 때는 10시대 120명/ })).toBeTruthy();
    expect(within(hours).getByRole('row', { name: /^14시대/ }).textContent).toBe('14시대80');
  });

  it('changes the range by a preset or two dates, and refuses a range too long before asking', async () => {
    const { api } = serveStats();
    renderConsole('/staff/stats');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('region', { name: '기간 합계' });
    await user.click(screen.getByRole('button', { name: '지난 30일' }));
    await waitFor(() => expect(statsBodies(api).at(-1)).toEqual({ from: '2026-10-28', to: today }));
    await user.click(screen.getByRole('button', { name: '이번 달' }));
    await waitFor(() => expect(statsBodies(api).at(-1)).toEqual({ from: '2026-11-01', to: today }));

    const from = screen.getByLabelText('시작 날짜');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: '이 기간 보기' }));
    expect(await screen.findByText('기간은 92일까지 볼 수 있어요.')).toBeTruthy();
    const asked = statsBodies(api).length;
    await user.clear(from);
    await user.type(from, '2026-11-02');
    const to = screen.getByLabelText('끝 날짜');
    await user.clear(to);
    await user.type(to, '2026-11-08');
    await user.click(screen.getByRole('button', { name: '이 기간 보기' }));
    await waitFor(() =>
      expect(statsBodies(api).at(-1)).toEqual({ from: '2026-11-02', to: '2026-11-08' }),
    );
    expect(statsBodies(api).length).toBe(asked + 1);
    expect(screen.getByRole('button', { name: '지난 7일' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('narrows to a program and a floor chosen by name, and downloads the same table', async () => {
    const { api, files } = serveStats();
    renderConsole('/staff/stats?from=2026-11-02&to=2026-11-08');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('region', { name: '기간 합계' });
    await user.selectOptions(
      screen.getByLabelText('프로그램'),
      screen.getByRole('option', { name: '향수 클래스' }),
    );
    await waitFor(() =>
      expect(statsBodies(api).at(-1)).toEqual({
        from: '2026-11-02',
        to: '2026-11-08',
        programIdx: 2,
      }),
    );
    await user.selectOptions(
      screen.getByLabelText('층'),
      screen.getByRole('option', { name: '2층 (2F)' }),
    );
    await waitFor(() =>
      expect(statsBodies(api).at(-1)).toEqual({
        from: '2026-11-02',
        to: '2026-11-08',
        programIdx: 2,
        floorIdx: 2,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    expect(
      await screen.findByText('통계_2026-11-02_2026-11-08.csv 파일을 내려받았어요.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'XLSX 내려받기' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files).toEqual([
      { from: '2026-11-02', to: '2026-11-08', programIdx: 2, floorIdx: 2, format: 'csv' },
      { from: '2026-11-02', to: '2026-11-08', programIdx: 2, floorIdx: 2, format: 'xlsx' },
    ]);
  });

  it('is in the menu for every operator under 운영', async () => {
    serveStats();
    renderConsole('/staff/stats');
    const link = await screen.findByRole('link', { name: '통계' });
    expect(link.getAttribute('href')).toBe('/staff/stats');
  });
});
