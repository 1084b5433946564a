import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, ok, refusal } from '../../../testing/fake-api';
import { editorOperator, staffOperator } from '../../../testing/fixtures';
import {
  renderRoster as renderRosterAt,
  rosterEntry,
  rosterSession,
  serveRoster,
  staffRoster,
} from '../testing/roster-fixtures';

const DAY = '2030-12-03';
/** Each dialog submit carries a fresh requestKey (the server writes a keyed action once). */
const aRequestKey = expect.stringMatching(
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
);

const entry = rosterEntry({ reserveEntryId: 'R3012031400AB12CD' });

const roster = (heldCount = 0) =>
  staffRoster({
    execDate: DAY,
    instances: [
      rosterSession({ heldCount }),
      rosterSession({
        programInstanceIdx: 71,
        startTime: '16:00',
        endTime: '17:00',
        capacity: 4,
        reservedCount: 3,
      }),
    ],
    entries: [entry],
  });

const serve = (handlers: Record<string, FakeHandler> = {}, heldCount = 0) =>
  serveRoster(
    { '/api/staff/instances/roster': () => ok(roster(heldCount)), ...handlers },
    { capacity: 10, reservedCount: 2, heldCount },
  );

const renderRoster = (operator = staffOperator) =>
  renderRosterAt(`/staff/roster?program=12&date=${DAY}`, operator).user;

/** The walk-in's booking as the server answers it: checked in at once. */
const walkInBooked = ok({
  reserveEntryIdx: 90,
  reserveEntryId: 'R3012031405WALK0001',
  status: 'DONE',
  statusLabel: '참여완료',
  walkInYn: 'Y',
  seatsLeft: 6,
});

/** Four seats of the 14:00 session held for a class. */
const groupHold = (createdBy: string | null) => ({
  holdIdx: 3,
  programInstanceIdx: 70,
  seats: 4,
  label: '성수중학교 2학년 3반',
  createdAt: '2030-12-01T10:00:00+09:00',
  createdBy,
});

describe('bookings made by staff on the roster', () => {
  it('books a walk-in with name and phone and says they are checked in', async () => {
    const api = serve({
      '/api/staff/entries/create': () => walkInBooked,
    });
    const user = renderRoster();
    await user.click(await screen.findByRole('button', { name: '예약 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 추가' });
    await user.click(within(dialog).getByRole('radio', { name: '현장 방문 (회원 아님)' }));
    await user.click(within(dialog).getByRole('button', { name: '예약하고 입장 처리' }));
    expect(await within(dialog).findByText('최소 2글자 이상 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/entries/create')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('이름'), '홍길동');
    await user.type(within(dialog).getByLabelText('연락처'), '010-1234-5678');
    await user.clear(within(dialog).getByLabelText('인원'));
    await user.type(within(dialog).getByLabelText('인원'), '2');
    await user.click(within(dialog).getByRole('button', { name: '예약하고 입장 처리' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/staff/entries/create')[0]?.body).toEqual({
      programInstanceIdx: 70,
      personCount: 2,
      walkIn: { name: '홍길동', phoneNumber: '01012345678' },
      requestKey: aRequestKey,
    });
    expect(
      await screen.findByText(
        '현장 방문 홍길동님 14:00–15:00 회차 2명 예약하고 입장 처리했어요 (R3012031405WALK0001). 남은 자리 6석.',
      ),
    ).toBeTruthy();
  });

  it('a walk-in sent again after no answer keeps its requestKey, so the server books it once; a changed party is a new key', async () => {
    const api = serve({
      '/api/staff/entries/create': (body) => {
        // Each of the first party's answers is lost on the way back (it may have been written).
        if (body.personCount === 1) throw new TypeError('Failed to fetch');
        return walkInBooked;
      },
    });
    const user = renderRoster();
    await user.click(await screen.findByRole('button', { name: '예약 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 추가' });
    await user.click(within(dialog).getByRole('radio', { name: '현장 방문 (회원 아님)' }));
    await user.type(within(dialog).getByLabelText('이름'), '홍길동');
    await user.type(within(dialog).getByLabelText('연락처'), '01012345678');
    const send = () =>
      user.click(within(dialog).getByRole('button', { name: '예약하고 입장 처리' }));
    await send();
    expect(
      await within(dialog).findByText(/응답을 받지 못했어요. 이미 처리됐을 수 있어요./),
    ).toBeTruthy();
    await send();
    await waitFor(() => expect(api.callsTo('/api/staff/entries/create')).toHaveLength(2));
    await user.clear(within(dialog).getByLabelText('인원'));
    await user.type(within(dialog).getByLabelText('인원'), '2');
    await send();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, retry, changed] = api.callsTo('/api/staff/entries/create');
    expect(first?.body.requestKey).toEqual(aRequestKey);
    expect(retry?.body).toEqual(first?.body);
    expect(changed?.body).toMatchObject({ personCount: 2, requestKey: aRequestKey });
    expect(changed?.body.requestKey).not.toBe(first?.body.requestKey);
  });

  it('books a member found by the masked search', async () => {
    const api = serve({
      '/api/staff/members/search': () =>
        ok({
          list: [
            {
              userIdx: 5,
              name: '이*준',
              phoneNumber: '010-****-1111',
              birthYear: '1991',
              status: 'ACTIVE',
              participationPossibleYn: 'Y',
              regDate: '2030-01-01T10:00:00+09:00',
            },
          ],
          totalCount: 1,
          maskedYn: 'Y',
        }),
      '/api/staff/entries/create': () =>
        ok({
          reserveEntryIdx: 91,
          reserveEntryId: 'R3012031405MEMB0001',
          status: 'CONFIRM',
          statusLabel: '예약완료',
          walkInYn: 'N',
          seatsLeft: 7,
        }),
    });
    const user = renderRoster();
    await user.click(await screen.findByRole('button', { name: '예약 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 추가' });
    await user.type(within(dialog).getByLabelText(/회원 찾기/), '1111');
    await user.click(within(dialog).getByRole('button', { name: '찾기' }));
    await user.click(await within(dialog).findByRole('radio', { name: /이\*준/ }));
    await user.click(within(dialog).getByRole('button', { name: '예약하기' }));
    await waitFor(() => expect(api.callsTo('/api/staff/entries/create')).toHaveLength(1));
    expect(api.callsTo('/api/staff/entries/create')[0]?.body).toEqual({
      programInstanceIdx: 70,
      personCount: 1,
      userIdx: 5,
      requestKey: aRequestKey,
    });
    expect(await screen.findByText(/이\*준님 14:00–15:00 회차 1명 예약했어요/)).toBeTruthy();
  });

  it('asks before a move and keeps the dialog open with the server’s refusal', async () => {
    const api = serve({
      '/api/staff/entries/move': () =>
        refusal(
          409,
          'CAPACITY_FULL',
          '옮길 회차(2030-12-03 16:00–17:00)에 남은 자리가 1석이라 2명 예약을 옮길 수 없어요.',
        ),
    });
    const user = renderRoster();
    await user.click(
      await screen.findByRole('button', { name: '김*늘 R3012031400AB12CD 다른 회차로 옮기기' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '다른 회차로 옮길까요?' });
    expect(
      within(dialog).getByRole('option', { name: '16:00–17:00 · 남은 자리 1석' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '옮기기' }));
    expect(
      await within(dialog).findByText(
        '옮길 회차(2030-12-03 16:00–17:00)에 남은 자리가 1석이라 2명 예약을 옮길 수 없어요.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/entries/move')[0]?.body).toEqual({
      reserveEntryIdx: 7,
      programInstanceIdx: 71,
      requestKey: aRequestKey,
    });
  });

  it('changes the party size after asking', async () => {
    const api = serve({
      '/api/staff/entries/party-size': () =>
        ok({ reserveEntryIdx: 7, participantCnt: 1, freedSeats: 1 }),
    });
    const user = renderRoster();
    await user.click(
      await screen.findByRole('button', { name: '김*늘 R3012031400AB12CD 인원 변경' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '예약 인원을 바꿀까요?' });
    await user.clear(within(dialog).getByLabelText('인원'));
    await user.type(within(dialog).getByLabelText('인원'), '1');
    await user.click(within(dialog).getByRole('button', { name: '인원 바꾸기' }));
    expect(
      await screen.findByText('김*늘님 예약 인원을 2명에서 1명으로 바꿨어요. 1석이 다시 열렸어요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/entries/party-size')[0]?.body).toEqual({
      reserveEntryIdx: 7,
      personCount: 1,
      requestKey: aRequestKey,
    });
  });

  it('an EDITOR holds seats for a group and releases them after one question; STAFF only see them', async () => {
    const hold = groupHold('editor1');
    const api = serve(
      {
        '/api/staff/holds/list': () =>
          ok({ holds: [hold], capacity: 10, reservedCount: 2, heldCount: 4 }),
        '/api/staff/holds/create': () => ok(hold),
        '/api/staff/holds/release': () => ok({ holdIdx: 3, freedSeats: 4 }),
      },
      4,
    );
    const user = renderRoster(editorOperator);
    expect(await screen.findByText('성수중학교 2학년 3반 · 4석 · editor1')).toBeTruthy();
    const [holdButton] = screen.getAllByRole('button', { name: '좌석 잡아 두기' });
    await user.click(holdButton as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '좌석 잡아 두기' });
    await user.type(
      within(dialog).getByLabelText('누구를 위한 자리인가요?'),
      '성수중학교 2학년 3반',
    );
    await user.type(within(dialog).getByLabelText('좌석 수'), '4');
    await user.click(within(dialog).getByRole('button', { name: '잡아 두기' }));
    expect(
      await screen.findByText(
        '14:00–15:00 회차에 성수중학교 2학년 3반 4석을 잡아 뒀어요. 해제할 때까지 예약할 수 없어요.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/holds/create')[0]?.body).toEqual({
      programInstanceIdx: 70,
      seats: 4,
      label: '성수중학교 2학년 3반',
      requestKey: aRequestKey,
    });

    await user.click(screen.getByRole('button', { name: '성수중학교 2학년 3반 4석 해제' }));
    const ask = await screen.findByRole('dialog', { name: '잡아 둔 좌석을 해제할까요?' });
    await user.click(within(ask).getByRole('button', { name: '해제하기' }));
    expect(
      await screen.findByText(
        '성수중학교 2학년 3반 4석을 해제했어요. 대기자가 있으면 먼저 제안돼요.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/holds/release')[0]?.body).toEqual({ holdIdx: 3 });
  });

  it('a STAFF sees the holds without the buttons to change them', async () => {
    serve(
      {
        '/api/staff/holds/list': () =>
          ok({
            holds: [groupHold(null)],
            capacity: 10,
            reservedCount: 2,
            heldCount: 4,
          }),
      },
      4,
    );
    renderRoster(staffOperator);
    expect(await screen.findByText('성수중학교 2학년 3반 · 4석')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '좌석 잡아 두기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /해제/ })).toBeNull();
  });
});
