import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { staffDashboard as day, staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import { DASHBOARD_REFRESH_MS } from '../api/get-dashboard';

afterEach(() => {
  vi.useRealTimers();
});

describe('/staff/today', () => {
  it('shows a STAFF operator the day: arrivals, floors, sessions, draws and open inquiries', async () => {
    serveStaff({
      '/api/staff/me': () => ok(staffOperator),
      '/api/staff/dashboard': () => ok(day()),
    });
    renderConsole('/staff/today');
    expect(await screen.findByRole('heading', { level: 1, name: '오늘' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: '방문 요약' });
    expect(summary.textContent).toContain('오늘 입장42명');
    expect(summary.textContent).toContain('최근 1시간7명');
    expect(summary.textContent).toContain('지금 관내19명');
    const floors = screen.getByRole('region', { name: '층별 관내 인원' });
    expect(
      within(floors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['입구 (층 미확인)4명', '1층15명']);
    const sessions = screen.getByRole('region', { name: '오늘의 회차' });
    expect(sessions.textContent).toContain('14:00–15:00 향수 클래스');
    expect(sessions.textContent).toContain('예약4건 (5명)');
    expect(sessions.textContent).toContain('잔여5석');
    expect(screen.getByRole('region', { name: '오늘 발표하는 추첨' }).textContent).toContain(
      '18:00 발표 · 응모 120건 · 당첨 3',
    );
    expect(screen.getByRole('link', { name: '문의 보기' }).getAttribute('href')).toBe(
      '/staff/inquiries?status=WAITING',
    );
  });

  it('asks again by itself every 30 seconds and shows the new counts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrivals = 1;
    const api = serveStaff({
      '/api/staff/dashboard': () => ok(day({ checkedInToday: arrivals })),
    });
    renderConsole('/staff/today');
    const summary = await screen.findByRole('region', { name: '방문 요약' });
    expect(summary.textContent).toContain('오늘 입장1명');
    arrivals = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS + 100);
    });
    await waitFor(() => expect(summary.textContent).toContain('오늘 입장2명'));
    expect(api.callsTo('/api/staff/dashboard').length).toBeGreaterThanOrEqual(2);
  });
});
