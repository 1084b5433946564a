import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMemberListRow } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const row = (masked: boolean, overrides: Partial<StaffMemberListRow> = {}): StaffMemberListRow => ({
  userIdx: 7,
  name: masked ? '김*늘' : '김하늘',
  phoneNumber: masked ? '010-****-5678' : '01012345678',
  birthYear: '1990',
  status: 'ACTIVE',
  participationPossibleYn: 'Y',
  regDate: '2026-01-02T10:00:00+09:00',
  restrictedYn: 'N',
  noShowCount: 0,
  lastVisitAt: '2026-11-20T13:05:00+09:00',
  ...overrides,
});

function serveList(masked: boolean) {
  return serveStaff({
    ...(masked ? { '/api/staff/me': () => ok(staffOperator) } : {}),
    '/api/staff/members/browse': () =>
      ok({
        list: [
          row(masked),
          row(masked, {
            userIdx: 8,
            name: masked ? '이*다' : '이바다',
            restrictedYn: 'Y',
            noShowCount: 2,
            lastVisitAt: null,
          }),
        ],
        page: 1,
        pageSize: 50,
        totalCount: 2,
        maskedYn: masked ? 'Y' : 'N',
      }),
  });
}

describe('/staff/member-list', () => {
  it('a STAFF operator reads every member masked, with restriction, no-shows and last visit', async () => {
    const api = serveList(true);
    renderConsole('/staff/member-list');
    const table = await screen.findByRole('table', { name: /가입일 최근 순/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('김*늘010-****-5678');
    expect(rows[1]?.textContent).toContain('방문 없음2회참여 제한');
    expect(screen.getByText(/개인정보는 가려서 보여요/)).toBeTruthy();
    expect(within(table).getByRole('link', { name: '김*늘' }).getAttribute('href')).toBe(
      '/staff/members?member=7',
    );
    expect(api.callsTo('/api/staff/members/browse')[0]?.body).toEqual({ sort: 'JOINED', page: 1 });
    // No box to type a name or a number into: the list cannot test a hidden digit.
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('filters and sorts through the address, and refuses a range that ends before it starts', async () => {
    const api = serveList(false);
    renderConsole('/staff/member-list');
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('가입일 (부터)'), '2026-11-10');
    await userEvent.type(screen.getByLabelText('가입일 (까지)'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: '보기' }));
    expect(await screen.findByText('가입일의 시작일이 종료일보다 늦어요.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('가입일 (까지)'));
    await userEvent.type(screen.getByLabelText('가입일 (까지)'), '2026-11-30');
    await userEvent.click(screen.getByLabelText('지금 참여 제한 중인 회원만'));
    await userEvent.click(screen.getByLabelText('불참 기록이 있는 회원만'));
    await userEvent.selectOptions(screen.getByLabelText('정렬'), 'LAST_VISIT');
    await userEvent.click(screen.getByRole('button', { name: '보기' }));
    await waitFor(() =>
      expect(api.callsTo('/api/staff/members/browse').at(-1)?.body).toEqual({
        sort: 'LAST_VISIT',
        page: 1,
        joinedFrom: '2026-11-10',
        joinedTo: '2026-11-30',
        restrictedYn: 'Y',
        noShowYn: 'Y',
      }),
    );
    expect(await screen.findByRole('table', { name: /최근 방문 순/ })).toBeTruthy();
  });

  it('an ADMIN reads names and phones in full', async () => {
    serveList(false);
    renderConsole('/staff/member-list');
    const table = await screen.findByRole('table');
    expect(table.textContent).toContain('김하늘01012345678');
    expect(screen.queryByText(/개인정보는 가려서 보여요/)).toBeNull();
  });
});
