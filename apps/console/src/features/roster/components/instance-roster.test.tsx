import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RosterEntry } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { editorOperator } from '../../../testing/fixtures';
import { renderRoster, rosterEntry, serveRoster, staffRoster } from '../testing/roster-fixtures';

const entry = (overrides: Partial<RosterEntry> = {}) =>
  rosterEntry({ answers: [{ questionText: '화풍', answer: '수채화' }], ...overrides });

const roster = (entries: RosterEntry[]) => staffRoster({ entries });

describe('/staff/roster', () => {
  it('asks for a program first', async () => {
    const api = serveRoster();
    renderRoster('/staff/roster');
    expect(await screen.findByText('프로그램을 고르면 그날의 예약 명단이 나와요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/instances/roster')).toHaveLength(0);
  });

  it('shows a day’s bookings as cards with status, party, answers and the masked contact; searches on the server through the address', async () => {
    const api = serveRoster({
      '/api/staff/instances/roster': () =>
        ok(
          roster([
            entry(),
            entry({ reserveEntryIdx: 8, name: '이*준', visitAnswer: 'NOT_COMING' }),
          ]),
        ),
    });
    const { user, where } = renderRoster();
    const card = await screen.findByRole('listitem', { name: '김*늘' });
    expect(within(card).getByText('예약완료')).toBeTruthy();
    // The reminder's answer: none yet here, 못 가요 on the other.
    expect(within(card).getByText('응답 없음')).toBeTruthy();
    const answered = screen.getByRole('listitem', { name: '이*준' });
    expect(within(answered).getByText('못 가요')).toBeTruthy();
    expect(within(card).getByText('R2611261400AB12CD')).toBeTruthy();
    expect(within(card).getByText('2명')).toBeTruthy();
    expect(within(card).getByText('010-****-5678')).toBeTruthy();
    expect(within(card).getByText('수채화')).toBeTruthy();
    expect(screen.getByText(/향수 클래스 · 2026-11-26 · \d건 · 개인정보 가림/)).toBeTruthy();
    expect(screen.getByText('입장 규칙: 회차 시작 30분 전부터 예약자만')).toBeTruthy();
    expect(api.callsTo('/api/staff/instances/roster')[0]?.body).toEqual({
      programIdx: 12,
      execDate: '2026-11-26',
    });

    await user.type(screen.getByLabelText('이름, 전화번호 뒤 4자리 또는 예약 번호'), '5678');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() => expect(where()?.search).toBe('?program=12&date=2026-11-26&q=5678'));
    await waitFor(() =>
      expect(api.callsTo('/api/staff/instances/roster').at(-1)?.body).toEqual({
        programIdx: 12,
        execDate: '2026-11-26',
        search: '5678',
      }),
    );
    await user.selectOptions(screen.getByLabelText('회차'), '70');
    await waitFor(() =>
      expect(api.callsTo('/api/staff/instances/roster').at(-1)?.body).toMatchObject({
        programInstanceIdx: 70,
      }),
    );
  });

  it('says in the session list how many seats open offers hold (decision 063)', async () => {
    const held = roster([entry()]);
    held.instances = held.instances.map((session) => ({ ...session, heldCount: 1 }));
    serveRoster({ '/api/staff/instances/roster': () => ok(held) });
    renderRoster();
    expect(
      await screen.findByRole('option', { name: '14:00–15:00 · 2/10석 · 잡아 둔 자리 1석' }),
    ).toBeTruthy();
  });

  it('cancels for the member after asking once, with a reason the contract requires', async () => {
    let entries = [entry()];
    const api = serveRoster({
      '/api/staff/instances/roster': () => ok(roster(entries)),
      '/api/staff/entries/status': (body) => {
        entries = [
          entry({ status: 'CANCEL', statusLabel: '예약취소', cancelReason: String(body.reason) }),
        ];
        return ok({ reserveEntryIdx: 7, status: 'CANCEL', statusLabel: '예약취소', freedSeats: 2 });
      },
    });
    const { user } = renderRoster();
    await user.click(
      await screen.findByRole('button', { name: '김*늘 R2611261400AB12CD 예약 취소' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(await within(dialog).findByText('취소 사유를 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/entries/status')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('취소 사유'), '회원 요청(전화)');
    await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
    expect(
      await screen.findByText('김*늘 R2611261400AB12CD: 예약을 취소했어요. 2석이 다시 열렸어요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/entries/status')[0]?.body).toEqual({
      reserveEntryIdx: 7,
      action: 'CANCEL',
      reason: '회원 요청(전화)',
    });
    expect(await screen.findByText('회원 요청(전화)')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks 불참 after asking; a refusal keeps the dialog open with the server’s words', async () => {
    serveRoster({
      '/api/staff/instances/roster': () => ok(roster([entry()])),
      '/api/staff/entries/status': () =>
        refusal(409, 'ENTRY_STATUS_CONFLICT', '예약취소 상태라 불참으로 바꿀 수 없어요.'),
    });
    const { user } = renderRoster();
    await user.click(await screen.findByRole('button', { name: '김*늘 R2611261400AB12CD 불참' }));
    const dialog = await screen.findByRole('dialog', { name: '불참으로 바꿀까요?' });
    await user.click(within(dialog).getByRole('button', { name: '불참으로 바꾸기' }));
    expect(
      await within(dialog).findByText('예약취소 상태라 불참으로 바꿀 수 없어요.'),
    ).toBeTruthy();
  });

  it('offers no 불참 before the instance begins (the server refuses it)', async () => {
    serveRoster({
      '/api/staff/instances/roster': () =>
        ok({
          ...roster([
            entry(),
            entry({
              reserveEntryIdx: 8,
              reserveEntryId: 'R2',
              status: 'DONE',
              statusLabel: '참여완료',
            }),
          ]),
          execDate: '2099-12-01',
        }),
    });
    renderRoster('/staff/roster?program=12&date=2099-12-01');
    expect(
      await screen.findByRole('button', { name: '김*늘 R2611261400AB12CD 참여완료' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '김*늘 R2611261400AB12CD 불참' })).toBeNull();
    expect(screen.queryByRole('button', { name: '김*늘 R2 불참으로 정정' })).toBeNull();
  });

  it('a draw’s cancel says the win can go to the next in line, not that seats reopen', async () => {
    serveRoster({
      '/api/staff/instances/roster': () => {
        const base = roster([entry({ status: 'WIN', statusLabel: '당첨' })]);
        return ok({ ...base, program: { ...base.program, programType: 'APPLICATION' } });
      },
    });
    const { user } = renderRoster();
    await user.click(
      await screen.findByRole('button', { name: '김*늘 R2611261400AB12CD 예약 취소' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '당첨을 취소할까요?' });
    expect(within(dialog).queryByText(/좌석/)).toBeNull();
    expect(
      within(dialog).getByText(
        '당첨이 취소되고, 추첨 화면에서 이 당첨을 다음 순번 응모자에게 넘길 수 있어요. 회원님의 응모 내역에 취소 사유가 보여요.',
      ),
    ).toBeTruthy();
  });

  it('an EDITOR sets the door rule (empty = walk-in) within the contract’s bounds', async () => {
    const api = serveRoster({
      '/api/staff/instances/roster': () => ok(roster([entry()])),
      '/api/staff/programs/door-rule': (body) => ok(body),
    });
    renderRoster(undefined, editorOperator);
    const form = await screen.findByRole('form', { name: '입장 규칙' });
    const minutes = within(form).getByLabelText('회차 시작 몇 분 전부터 예약자만 입장');
    expect((minutes as HTMLInputElement).value).toBe('30');
    const user = userEvent.setup();
    await user.clear(minutes);
    await user.type(minutes, '721');
    await user.click(within(form).getByRole('button', { name: '입장 규칙 저장' }));
    expect(await within(form).findByText('720분(12시간) 이하로 입력해 주세요.')).toBeTruthy();
    await user.clear(minutes);
    await user.click(within(form).getByRole('button', { name: '입장 규칙 저장' }));
    expect(await within(form).findByText('예약 없이도 들어올 수 있게 했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/door-rule')[0]?.body).toEqual({
      programIdx: 12,
      doorWindowMinutes: null,
    });
  });

  it('a STAFF operator sees no door-rule form', async () => {
    serveRoster({ '/api/staff/instances/roster': () => ok(roster([entry()])) });
    renderRoster();
    await screen.findByRole('listitem', { name: '김*늘' });
    expect(screen.queryByRole('form', { name: '입장 규칙' })).toBeNull();
  });
});
