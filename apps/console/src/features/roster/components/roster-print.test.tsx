import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RosterEntry } from '@venue/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import { rosterEntry, rosterSession, serveRoster, staffRoster } from '../testing/roster-fixtures';

const entry = (overrides: Partial<RosterEntry> = {}) =>
  rosterEntry({
    reserveEntryId: 'R0002',
    answers: [{ questionText: '화풍', answer: '수채화' }],
    ...overrides,
  });

const roster = staffRoster({
  program: { programName: '<p>향수 클래스</p>' },
  instances: [
    rosterSession({ reservedCount: 3 }),
    rosterSession({
      programInstanceIdx: 71,
      startTime: '16:00',
      endTime: '17:00',
      reservedCount: 3,
    }),
  ],
  entries: [
    entry(),
    entry({ reserveEntryIdx: 8, reserveEntryId: 'R0001', name: '이*다', participantCnt: 1 }),
    entry({ reserveEntryIdx: 9, reserveEntryId: 'R0003', status: 'CANCEL', statusLabel: '취소' }),
    entry({
      reserveEntryIdx: 10,
      reserveEntryId: 'R0004',
      programInstanceIdx: 71,
      name: '박*름',
      checkedInAt: '2026-11-26T15:52:00+09:00',
    }),
  ],
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/staff/roster/print', () => {
  it("prints a day's sessions, one sheet each, masked, without cancelled bookings, with a box to tick", async () => {
    const api = serveStaff({
      '/api/staff/me': () => ok(staffOperator),
      '/api/staff/instances/roster': () => ok(roster),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderConsole('/staff/roster/print?program=12&date=2026-11-26&q=하늘');
    const first = await screen.findByRole('region', {
      name: '향수 클래스 · 2026-11-26 14:00–15:00',
    });
    // The whole list is printed: the roster's search does not narrow it.
    expect(api.callsTo('/api/staff/instances/roster')[0]?.body).toEqual({
      programIdx: 12,
      execDate: '2026-11-26',
    });
    const rows = within(first).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('R0001이*다010-****-56781예약완료'),
      expect.stringContaining('R0002김*늘010-****-56782예약완료수채화'),
    ]);
    expect(first.textContent).toContain('예약 2건 · 3명 · 취소·불참 1건 제외');
    expect(first.textContent).toContain('개인정보 가림');
    expect(first.textContent).not.toContain('R0003');
    expect(within(first).getAllByRole('img', { name: '입장 확인 칸' })).toHaveLength(2);

    const second = screen.getByRole('region', { name: '향수 클래스 · 2026-11-26 16:00–17:00' });
    expect(second.textContent).toContain('✓ 15:52');

    await userEvent.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('prints only the chosen session', async () => {
    serveStaff({ '/api/staff/instances/roster': () => ok(roster) });
    renderConsole('/staff/roster/print?program=12&date=2026-11-26&instance=71');
    expect(
      await screen.findByRole('region', { name: '향수 클래스 · 2026-11-26 16:00–17:00' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /14:00–15:00/ })).toBeNull();
  });

  it("is opened by the roster's 인쇄 with the roster's program, day and session", async () => {
    serveRoster({ '/api/staff/instances/roster': () => ok(roster) });
    renderConsole('/staff/roster?program=12&instance=70');
    const link = await screen.findByRole('link', { name: '인쇄' });
    await screen.findAllByText(/R0002/);
    expect(link.getAttribute('href')).toBe(
      '/staff/roster/print?program=12&date=2026-11-26&instance=70',
    );
  });
});
