import { act, screen, waitFor, within } from '@testing-library/react';
import type { DoorIntegrity } from '@venue/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { staffDashboard, staffHeadcount, staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import { DASHBOARD_REFRESH_MS } from '../api/get-dashboard';
import { unboundShare } from './door-integrity';

afterEach(() => {
  vi.useRealTimers();
});

const integrity = (overrides: Partial<DoorIntegrity> = {}): DoorIntegrity => ({
  visitDate: '2026-11-26',
  scans: { device: 30, deviceCode: 4, unbound: 6, name: 2, offline: 3 },
  conflicts: [
    {
      doorConflictIdx: 1,
      memberName: '김*늘',
      first: {
        scanner: '3f1c2b4a',
        placeName: '입구',
        scannedAt: '2026-11-26T10:03:12+09:00',
        offlineYn: 'Y',
      },
      second: {
        scanner: '9a8b7c6d',
        placeName: '입구',
        scannedAt: '2026-11-26T10:03:40+09:00',
        offlineYn: 'N',
      },
      detectedAt: '2026-11-26T10:05:00+09:00',
    },
  ],
  ...overrides,
});

describe('입장 방식과 충돌 on 오늘', () => {
  it('shows how passes were shown, the share of 기본 QR, offline scans and each conflict', async () => {
    serveStaff({
      '/api/staff/me': () => ok(staffOperator),
      '/api/staff/dashboard': () => ok(staffDashboard()),
      '/api/staff/headcount': () => ok(staffHeadcount()),
      '/api/staff/door/integrity': () => ok(integrity()),
    });
    renderConsole('/staff/today');
    const card = await screen.findByRole('region', { name: '입장 방식과 충돌' });
    await waitFor(() =>
      expect(
        within(within(card).getByRole('list', { name: '입장 방식' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        '휴대폰 QR30건',
        '입장 코드4건',
        '기본 QR (캡처 방지 없음)6건 · 15%',
        '이름으로2건',
        '오프라인 스캔3건',
      ]),
    );
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('충돌 1건');
    expect(within(card).getByRole('list', { name: '충돌' }).textContent).toBe(
      '김*늘 님10:03 입구 (스캐너 3f1c2b4a, 오프라인) → 10:03 입구 (스캐너 9a8b7c6d)',
    );
  });

  it('asks again with the day’s counts and says so when a day has no conflict', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let offline = 0;
    const api = serveStaff({
      '/api/staff/dashboard': () => ok(staffDashboard()),
      '/api/staff/door/integrity': () =>
        ok(
          integrity({
            scans: { device: 1, deviceCode: 0, unbound: 0, name: 0, offline },
            conflicts: [],
          }),
        ),
    });
    renderConsole('/staff/today');
    const card = await screen.findByRole('region', { name: '입장 방식과 충돌' });
    await waitFor(() => expect(card.textContent).toContain('오프라인 스캔0건'));
    expect(card.textContent).toContain('두 스캐너가 1분 안에 같은 회원을 입장시킨 적이 없어요.');
    offline = 1;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS + 100);
    });
    await waitFor(() => expect(card.textContent).toContain('오프라인 스캔1건'));
    expect(api.callsTo('/api/staff/door/integrity').length).toBeGreaterThanOrEqual(2);
  });

  it('counts the share of 기본 QR among scanned passes only', () => {
    expect(unboundShare({ device: 0, deviceCode: 0, unbound: 0, name: 5, offline: 0 })).toBe('–');
    expect(unboundShare({ device: 1, deviceCode: 1, unbound: 2, name: 9, offline: 0 })).toBe('50%');
  });
});
