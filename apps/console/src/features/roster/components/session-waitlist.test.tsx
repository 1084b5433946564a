import { screen, waitFor, within } from '@testing-library/react';
import type { Operator, StaffWaitlistRow } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, ok } from '../../../testing/fake-api';
import { adminOperator, editorOperator, staffOperator } from '../../../testing/fixtures';
import { serveStaff } from '../../../testing/staff-api';
import {
  renderRoster as renderRosterAt,
  rosterEntry,
  rosterSession,
  staffRoster,
} from '../testing/roster-fixtures';

const LIST = '/api/staff/waitlist/list';
const OFFER = '/api/staff/waitlist/offer-next';
const REMOVE = '/api/staff/waitlist/remove';

const booking = rosterEntry({
  reserveEntryId: 'R2612031400AB12CD',
  name: '박*우',
  phoneNumber: '010-****-1111',
});

/** A full session far ahead (it has not begun, so it still takes offers). */
const roster = (programType: 'RESERVATION' | 'APPLICATION' = 'RESERVATION') =>
  staffRoster({
    program: { programType, doorWindowMinutes: null },
    execDate: '2099-12-03',
    instances: [rosterSession({ capacity: 2 })],
    entries: [booking],
  });

const place = (overrides: Partial<StaffWaitlistRow> = {}): StaffWaitlistRow => ({
  waitlistIdx: 31,
  userIdx: 5,
  memberName: '김*늘',
  phoneNumber: '010-****-5678',
  personCount: 1,
  state: 'WAITING',
  position: 1,
  offerDeadline: null,
  reserveEntryIdx: null,
  joinedAt: '2026-12-01T09:05:00+09:00',
  endedAt: null,
  ...overrides,
});

const line = (rows: StaffWaitlistRow[], seats = { reservedCount: 2, heldCount: 0 }) => ({
  rows,
  capacity: 2,
  ...seats,
});

function renderRoster(operator: Operator, handlers: Record<string, FakeHandler>) {
  const api = serveStaff({ '/api/staff/instances/roster': () => ok(roster()), ...handlers });
  const { user } = renderRosterAt('/staff/roster?program=12&date=2099-12-03', operator);
  return { api, user };
}

const waitlistRegion = () => screen.findByRole('region', { name: /^14:00–15:00 회차 대기자/ });

describe('the waiting list on the roster (decision 063)', () => {
  it('shows each place under its session: order, masked name and phone, party, state, the offer’s deadline in Seoul and the seats', async () => {
    const { api } = renderRoster(editorOperator, {
      [LIST]: () =>
        ok(
          line(
            [
              place({
                waitlistIdx: 30,
                memberName: '이*준',
                phoneNumber: '010-****-2222',
                personCount: 2,
                state: 'OFFERED',
                position: null,
                offerDeadline: '2026-12-03T05:20:00Z',
                joinedAt: '2026-12-01T08:59:00+09:00',
              }),
              place(),
              place({
                waitlistIdx: 29,
                memberName: '최*호',
                phoneNumber: '010-****-3333',
                state: 'LEFT',
                position: null,
                endedAt: '2026-12-02T10:00:00+09:00',
              }),
            ],
            { reservedCount: 0, heldCount: 2 },
          ),
        ),
    });
    const region = await waitlistRegion();
    // The session's bookings come first, under the session's heading.
    const session = screen.getByRole('region', { name: '14:00–15:00 회차' });
    expect(within(session).getByRole('listitem', { name: '박*우' })).toBeTruthy();
    expect(await within(region).findByRole('heading', { name: '대기자 2명' })).toBeTruthy();
    expect(api.callsTo(LIST)[0]?.body).toEqual({ programInstanceIdx: 70 });

    const table = within(region).getByRole('table', { name: '14:00–15:00 회차 대기자 명단' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['순번', '이름', '상태', '제안 마감', '인원', '연락처', '신청 시각', '관리'],
      [
        '—',
        '이*준',
        '예약 제안',
        '12/03 14:20',
        '2명',
        '010-****-2222',
        '12/01 08:59',
        '대기 제외',
      ],
      ['1', '김*늘', '대기 중', '—', '1명', '010-****-5678', '12/01 09:05', '대기 제외'],
      ['—', '최*호', '대기 취소', '—', '1명', '010-****-3333', '12/01 09:05', ''],
    ]);
    const seats = Object.fromEntries(
      within(region)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(seats).toEqual({
      정원: '2석',
      예약: '0석',
      '잡아 둔 자리 (제안·단체)': '2석',
      '남은 자리': '0석',
    });
  });

  it('says so when nobody waits', async () => {
    renderRoster(editorOperator, { [LIST]: () => ok(line([])) });
    const region = await waitlistRegion();
    expect(await within(region).findByText('대기자가 없어요.')).toBeTruthy();
    expect(within(region).getByRole('heading', { name: '대기자 0명' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: '다음 대기자에게 제안' })).toBeNull();
  });

  it('a STAFF operator reads the list without any button', async () => {
    renderRoster(staffOperator, {
      [LIST]: () =>
        ok(line([place(), place({ waitlistIdx: 32, state: 'OFFERED', position: null })])),
    });
    const region = await waitlistRegion();
    await within(region).findByRole('table');
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    // Its scrolling box takes the focus instead, so the keyboard can scroll it on a phone.
    const scroller = within(region).getByRole('group', { name: '14:00–15:00 회차 대기자 명단' });
    expect(scroller.tabIndex).toBe(0);
    expect(within(region).queryByRole('columnheader', { name: '관리' })).toBeNull();
  });

  it('removes a member only with a reason, after one question whose two buttons differ', async () => {
    let rows = [place(), place({ waitlistIdx: 32, memberName: '정*아', position: 2 })];
    const { api, user } = renderRoster(editorOperator, {
      [LIST]: () => ok(line(rows)),
      [REMOVE]: (body) => {
        rows = rows.map((row) =>
          row.waitlistIdx === body.waitlistIdx ? { ...row, state: 'LEFT', position: null } : row,
        );
        return ok(null);
      },
    });
    const region = await waitlistRegion();
    await user.click(
      await within(region).findByRole('button', { name: '김*늘 010-****-5678 대기 제외' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '대기에서 제외할까요?' });
    expect(within(dialog).getByText('김*늘 · 010-****-5678 · 1명 · 대기 중')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['취소', '제외하기']);
    await user.click(within(dialog).getByRole('button', { name: '제외하기' }));
    expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('제외 사유'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '제외하기' }));
    expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo(REMOVE)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('제외 사유'));
    await user.type(within(dialog).getByLabelText('제외 사유'), '중복 신청');
    await user.click(within(dialog).getByRole('button', { name: '제외하기' }));
    expect(await within(region).findByText('김*늘 님을 대기에서 제외했어요.')).toBeTruthy();
    expect(api.callsTo(REMOVE)[0]?.body).toEqual({ waitlistIdx: 31, reason: '중복 신청' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The row's button goes away: the keyboard goes on from the list's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(region).getByRole('heading', { name: /^대기자 \d명$/ }),
      ),
    );
    // The list is asked again: the member shows 대기 취소, and only 정*아 is still waiting.
    await waitFor(() => expect(within(region).getByText('대기 취소')).toBeTruthy());
    expect(within(region).getByRole('heading', { name: '대기자 1명' })).toBeTruthy();
    expect(
      within(region).queryByRole('button', { name: '김*늘 010-****-5678 대기 제외' }),
    ).toBeNull();
  });

  it('closing the question removes nobody', async () => {
    const { api, user } = renderRoster(adminOperator, { [LIST]: () => ok(line([place()])) });
    const region = await waitlistRegion();
    await user.click(
      await within(region).findByRole('button', { name: '김*늘 010-****-5678 대기 제외' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '대기에서 제외할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(REMOVE)).toHaveLength(0);
  });

  it('offers the free seats now and says what happened: an offer sent, or no seat to offer', async () => {
    let offered: number[] = [31];
    const { api, user } = renderRoster(editorOperator, {
      [LIST]: () => ok(line([place()], { reservedCount: 1, heldCount: 0 })),
      [OFFER]: () => ok({ offered }),
    });
    const region = await waitlistRegion();
    const button = await within(region).findByRole('button', { name: '다음 대기자에게 제안' });
    await user.click(button);
    expect(await within(region).findByText('1명에게 예약 제안을 보냈어요.')).toBeTruthy();
    expect(api.callsTo(OFFER)[0]?.body).toEqual({ programInstanceIdx: 70 });

    offered = [];
    api.calls.length = 0;
    await user.click(button);
    await waitFor(() => expect(api.callsTo(OFFER)).toHaveLength(1));
    expect(
      await within(region).findByText('남은 1석에 맞는 인원으로 기다리는 대기자가 없어요.'),
    ).toBeTruthy();
  });

  it('says there is no seat to offer when the session is full', async () => {
    const { user } = renderRoster(editorOperator, {
      [LIST]: () => ok(line([place()])),
      [OFFER]: () => ok({ offered: [] }),
    });
    const region = await waitlistRegion();
    await user.click(await within(region).findByRole('button', { name: '다음 대기자에게 제안' }));
    expect(await within(region).findByText('제안할 빈자리가 없어요.')).toBeTruthy();
  });

  it('asks the waiting list again after a cancel in the roster, and once more when the server has offered the seats', async () => {
    let rows = [place()];
    const { api, user } = renderRoster(editorOperator, {
      [LIST]: () => ok(line(rows)),
      '/api/staff/entries/status': () => {
        // The server offers the freed seats just after it answers.
        setTimeout(() => {
          rows = [
            place({ state: 'OFFERED', position: null, offerDeadline: '2099-12-03T12:00:00+09:00' }),
          ];
        }, 200);
        return ok({ reserveEntryIdx: 7, status: 'CANCEL', statusLabel: '예약취소', freedSeats: 2 });
      },
    });
    const region = await waitlistRegion();
    await within(region).findByText('대기 중');
    const asked = api.callsTo(LIST).length;
    await user.click(screen.getByRole('button', { name: '박*우 R2612031400AB12CD 예약 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    await user.type(within(dialog).getByLabelText('취소 사유'), '회원 요청(전화)');
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(asked));
    expect(await within(region).findByText('예약 제안', {}, { timeout: 3_000 })).toBeTruthy();
    expect(within(region).getByText('12/03 12:00')).toBeTruthy();
  });

  it('a draw has no waiting list', async () => {
    const { api } = renderRoster(editorOperator, {
      '/api/staff/instances/roster': () => ok(roster('APPLICATION')),
    });
    await screen.findByRole('listitem', { name: '박*우' });
    expect(screen.queryByRole('region', { name: /대기자/ })).toBeNull();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });
});
