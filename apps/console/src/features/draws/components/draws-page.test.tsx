import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  DrawCandidateRow,
  DrawRecordData,
  Operator,
  StaffDrawDetail,
  StaffDrawItem,
} from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { invalidInput, ok } from '../../../testing/fake-api';
import { editorOperator, staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const item = (overrides: Partial<StaffDrawItem> = {}): StaffDrawItem => ({
  programIdx: 7,
  programName: '시그널 라운지 초대',
  entryStartAt: '2026-11-20T10:00:00+09:00',
  entryEndAt: '2026-11-30T18:00:00+09:00',
  winnerAnnouncementDate: '2026-12-01T18:00:00+09:00',
  winnerCount: 2,
  entryCount: 120,
  state: 'OPEN',
  stateLabel: '응모 중',
  drawnAt: null,
  winnerNow: 0,
  cancelledWinOpen: 0,
  ...overrides,
});

// A true record: winners [18, 13, 16] of seed 'a'×64 (contract domain/draw-order.test.ts).
const record: DrawRecordData = {
  programIdx: 8,
  drawnAt: '2026-11-26T12:00:00+09:00',
  dueAt: '2026-11-26T12:00:00+09:00',
  trigger: 'STAFF',
  algorithm: 'hmac-sha256-fisher-yates-v1',
  seed: 'a'.repeat(64),
  seedSha256: 'e0e77a507412b120f6ede61f62295b1a7b2ff19d3dcc8f7253e51663470c888e',
  entryCount: 20,
  candidateCount: 20,
  winnerLimit: 3,
  winnerCount: 3,
  pools: [
    { programInstanceIdx: 4, quota: 3, entryIdxs: Array.from({ length: 20 }, (_, i) => i + 1) },
  ],
  winnerEntryIdxs: [18, 13, 16],
};

const candidate = (overrides: Partial<DrawCandidateRow>): DrawCandidateRow => ({
  reserveEntryIdx: 18,
  reserveEntryId: 'A-0018',
  poolIndex: 0,
  rank: 1,
  instanceLabel: '12.01 14:00–15:00',
  name: '김*늘',
  status: 'WIN',
  statusLabel: '당첨',
  drawnWinnerYn: 'Y',
  offeredAt: null,
  ...overrides,
});

const drawnDetail = (overrides: Partial<StaffDrawDetail> = {}): StaffDrawDetail => ({
  draw: item({
    programIdx: 8,
    programName: '굿즈 추첨',
    state: 'DRAWN',
    stateLabel: '추첨 완료',
    drawnAt: record.drawnAt,
    winnerNow: 2,
    cancelledWinOpen: 1,
  }),
  record,
  candidates: [
    candidate({ reserveEntryIdx: 18, rank: 1, status: 'CANCEL', statusLabel: '당첨취소' }),
    candidate({ reserveEntryIdx: 13, reserveEntryId: 'A-0013', rank: 2 }),
    candidate({ reserveEntryIdx: 16, reserveEntryId: 'A-0016', rank: 3 }),
    candidate({
      reserveEntryIdx: 5,
      reserveEntryId: 'A-0005',
      rank: 4,
      status: 'LOSE',
      statusLabel: '미당첨',
      drawnWinnerYn: 'N',
    }),
  ],
  candidateTotal: 20,
  offers: [],
  fullPersonalDataYn: 'N',
  ...overrides,
});

function serveDraws(operator: Operator = editorOperator, detail = drawnDetail()) {
  let upcoming = item();
  return serveStaff({
    '/api/staff/me': () => ok(operator),
    '/api/staff/draws/list': () => ok({ list: [upcoming, detail.draw] }),
    '/api/staff/draws/detail': (body) =>
      body.programIdx === 7
        ? ok({
            draw: upcoming,
            record: null,
            candidates: [],
            candidateTotal: 0,
            offers: [],
            fullPersonalDataYn: 'N',
          })
        : ok(detail),
    '/api/staff/draws/update': (body) => {
      if (String(body.winnerAnnouncementDate) < '2026-11-30T18:00') {
        return invalidInput([
          {
            path: 'winnerAnnouncementDate',
            message: '발표 일시는 응모 마감(11월 30일 18:00) 이후로 정해 주세요.',
          },
        ]);
      }
      upcoming = { ...upcoming, winnerCount: Number(body.winnerCount) };
      return ok(upcoming);
    },
    '/api/staff/draws/run': () => ok({ ...upcoming, state: 'DRAWN' }),
    '/api/staff/draws/offer-next': () =>
      ok({ offeredEntryIdx: 5, reserveEntryId: 'A-0005', name: '박*준', rank: 4 }),
  });
}

describe('/staff/draws', () => {
  it('lists draws not run yet before the drawn ones, and an EDITOR changes the winner count and time', async () => {
    const api = serveDraws();
    renderConsole('/staff/draws');
    const upcoming = await screen.findByRole('region', { name: /추첨 예정/ });
    const drawn = screen.getByRole('region', { name: /추첨 완료/ });
    expect(upcoming.textContent).toContain('응모 120명 · 당첨 2명 · 발표 2026-12-01 18:00');
    expect(drawn.textContent).toContain('당첨취소 1건');

    await userEvent.click(within(upcoming).getByRole('button', { name: /시그널 라운지 초대/ }));
    const form = await screen.findByRole('form', { name: '당첨 인원과 발표 일시' });
    const count = within(form).getByLabelText('당첨 인원');
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    const when = within(form).getByLabelText('발표 일시');
    await userEvent.clear(when);
    await userEvent.type(when, '2026-11-29T12:00');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(
      await within(form).findByText('발표 일시는 응모 마감(11월 30일 18:00) 이후로 정해 주세요.'),
    ).toBeTruthy();
    expect(when.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(when);
    await userEvent.type(when, '2026-12-01T12:00');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('저장했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/draws/update').at(-1)?.body).toEqual({
      programIdx: 7,
      winnerCount: 5,
      winnerAnnouncementDate: '2026-12-01T12:00:00+09:00',
    });
  });

  it('draws now only after the confirmation that says it cannot be undone', async () => {
    const api = serveDraws();
    renderConsole('/staff/draws?program=7');
    await userEvent.click(await screen.findByRole('button', { name: '지금 추첨' }));
    const dialog = await screen.findByRole('dialog', {
      name: '시그널 라운지 초대 지금 추첨할까요?',
    });
    expect(dialog.textContent).toContain('응모한 120명 중에서');
    expect(dialog.textContent).toContain('한 번만 할 수 있고 되돌릴 수 없어요');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.callsTo('/api/staff/draws/run')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '지금 추첨' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '추첨하기' }),
    );
    await waitFor(() =>
      expect(api.callsTo('/api/staff/draws/run').map((c) => c.body)).toEqual([{ programIdx: 7 }]),
    );
  });

  it('verifies a record in the browser, and says so when a record was changed', async () => {
    serveDraws(editorOperator);
    renderConsole('/staff/draws?program=8');
    const card = await screen.findByRole('region', { name: '굿즈 추첨 추첨 기록' });
    expect(card.textContent).toContain('운영자가 지금 추첨');
    expect(card.textContent).toContain(record.seedSha256);
    await userEvent.click(within(card).getByRole('button', { name: '이 브라우저에서 검증하기' }));
    const verdict = await within(card).findByText('검증했어요. 기록이 맞아요.');
    expect(verdict.closest('[role="status"]')?.textContent).toContain(
      '다시 뽑은 당첨자가 기록과 같아요',
    );
  });

  it('links a draw to its entries in the roster, which opens on the draw’s instance day', async () => {
    serveDraws(editorOperator);
    renderConsole('/staff/draws?program=8');
    const link = await screen.findByRole('link', { name: '굿즈 추첨 응모 명단 보기' });
    expect(link.getAttribute('href')).toBe('/staff/roster?program=8');
  });

  it('catches a record whose winners were changed', async () => {
    serveDraws(
      editorOperator,
      drawnDetail({ record: { ...record, winnerEntryIdxs: [18, 13, 5] } }),
    );
    renderConsole('/staff/draws?program=8');
    const card = await screen.findByRole('region', { name: '굿즈 추첨 추첨 기록' });
    await userEvent.click(within(card).getByRole('button', { name: '이 브라우저에서 검증하기' }));
    const verdict = await within(card).findByText('기록이 맞지 않아요. 관리자에게 알려 주세요.');
    expect(verdict.closest('[role="status"]')?.textContent).toContain(
      '다시 뽑은 당첨자가 기록과 달라요',
    );
  });

  it('offers a cancelled win to the next candidate after confirming', async () => {
    const api = serveDraws();
    renderConsole('/staff/draws?program=8');
    const table = await screen.findByRole('table', {
      name: /12.01 14:00–15:00 · 당첨 3명 · 후보 20명/,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.slice(0, 4))).toEqual([
      '1김*늘',
      '2김*늘',
      '3김*늘',
      '4김*늘',
    ]);
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(
      within(table).getByRole('button', { name: '1순위 김*늘의 당첨을 다음 순번에게 넘기기' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '당첨을 다음 순번에게 넘길까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '넘기기' }));
    expect(await screen.findByText('4순위 박*준 (A-0005)님이 당첨되었어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/draws/offer-next').map((c) => c.body)).toEqual([
      { programIdx: 8, cancelledEntryIdx: 18 },
    ]);
  });

  // Four cancelled wins passed on: 18's went by itself to 5, who gave it up, and on
  // to 7, whose chance is open; 16's was given at once by an EDITOR to 9; 13's went to 11, whose
  // window passed before it went on.
  const passedOn = () =>
    drawnDetail({
      candidates: [
        candidate({ reserveEntryIdx: 18, rank: 1, status: 'CANCEL', statusLabel: '당첨취소' }),
        candidate({
          reserveEntryIdx: 13,
          reserveEntryId: 'A-0013',
          rank: 2,
          name: '이*호',
          status: 'CANCEL',
          statusLabel: '당첨취소',
        }),
        candidate({
          reserveEntryIdx: 16,
          reserveEntryId: 'A-0016',
          rank: 3,
          name: '최*라',
          status: 'CANCEL',
          statusLabel: '당첨취소',
        }),
        ...[
          { idx: 5, rank: 4, name: '박*준', offeredAt: '2026-12-03T06:00:00+09:00' },
          { idx: 7, rank: 5, name: '정*우', offeredAt: '2026-12-03T09:10:00+09:00' },
          { idx: 9, rank: 6, name: '한*비', offeredAt: '2026-12-02T15:00:00+09:00', won: true },
          { idx: 11, rank: 7, name: '오*진', offeredAt: '2026-12-02T16:00:00+09:00' },
        ].map(({ idx, rank, name, offeredAt, won }) =>
          candidate({
            reserveEntryIdx: idx,
            reserveEntryId: `A-${String(idx).padStart(4, '0')}`,
            rank,
            name,
            status: won ? 'WIN' : 'LOSE',
            statusLabel: won ? '당첨' : '미당첨',
            drawnWinnerYn: 'N',
            offeredAt,
          }),
        ),
      ],
      offers: [
        {
          cancelledEntryIdx: 16,
          offeredEntryIdx: 9,
          offeredAt: '2026-12-02T15:00:00+09:00',
          operatorName: '김운영',
          state: 'ACCEPTED',
          deadline: null,
          endedAt: '2026-12-02T15:00:00+09:00',
        },
        {
          cancelledEntryIdx: 13,
          offeredEntryIdx: 11,
          offeredAt: '2026-12-02T16:00:00+09:00',
          operatorName: null,
          state: 'EXPIRED',
          deadline: '2026-12-03T04:00:00+09:00',
          endedAt: '2026-12-03T04:00:00+09:00',
        },
        {
          cancelledEntryIdx: 18,
          offeredEntryIdx: 5,
          offeredAt: '2026-12-03T06:00:00+09:00',
          operatorName: null,
          state: 'DECLINED',
          deadline: '2026-12-03T18:00:00+09:00',
          endedAt: '2026-12-03T09:10:00+09:00',
        },
        {
          cancelledEntryIdx: 5,
          offeredEntryIdx: 7,
          offeredAt: '2026-12-03T09:10:00+09:00',
          operatorName: null,
          state: 'OFFERED',
          deadline: '2026-12-03T18:00:00+09:00',
          endedAt: null,
        },
      ],
    });

  it('shows each cancelled win passed on: where it stands, until when, and who passed it', async () => {
    serveDraws(editorOperator, passedOn());
    renderConsole('/staff/draws?program=8');
    const section = await screen.findByRole('region', { name: '추첨 순서' });
    expect(section.textContent).toContain(
      '당첨이 취소되면 다음 순번에게 자동으로 당첨 기회가 가요. 기한 안에 받지 않으면 그다음 순번으로 넘어가요. ‘다음 순번에게’는 기다리지 않고 바로 당첨으로 넘겨요.',
    );
    const offers = within(section).getByRole('list', { name: '넘긴 당첨 4건' });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((offer) => offer.textContent),
    ).toEqual([
      '3순위 최*라 A-0016 → 6순위 한*비 A-0009 당첨 수락 넘긴 시각 12월 2일 15:00 · 김운영',
      '2순위 이*호 A-0013 → 7순위 오*진 A-0011 기회 만료 12월 3일 04:00 넘긴 시각 12월 2일 16:00 · 자동',
      '1순위 김*늘 A-0018 → 4순위 박*준 A-0005 당첨 양보 12월 3일 09:10 넘긴 시각 12월 3일 06:00 · 자동',
      '4순위 박*준 A-0005 → 5순위 정*우 A-0007 당첨 기회 · 12월 3일 18:00까지 넘긴 시각 12월 3일 09:10 · 자동',
    ]);

    // In the order, an open chance says until when; the received win keeps its time.
    const order = within(section).getByRole('table', { name: /12.01 14:00–15:00/ });
    const statusOf = (name: string) =>
      within(order).getByText(name).closest('tr')?.querySelectorAll('td')[3]?.textContent;
    expect(statusOf('정*우')).toBe('미당첨 넘겨받음 12월 3일 09:10 당첨 기회 · 12월 3일 18:00까지');
    expect(statusOf('한*비')).toBe('당첨 넘겨받음 12월 2일 15:00');
  });

  it('gives an expired chance that did not go on to the next candidate at once, and nothing else', async () => {
    const api = serveDraws(editorOperator, passedOn());
    renderConsole('/staff/draws?program=8');
    const order = await screen.findByRole('table', { name: /12.01 14:00–15:00/ });
    // Every cancelled win went on already, and 7's chance is still open: only 11's expired one.
    expect(
      within(order)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['7순위 오*진의 당첨 기회를 다음 순번에게 넘기기']);
    await userEvent.click(within(order).getByRole('button', { name: /7순위 오\*진/ }));
    const dialog = await screen.findByRole('dialog', { name: '당첨을 다음 순번에게 넘길까요?' });
    expect(dialog.textContent).toContain(
      '7순위가 기한 안에 받지 않은 당첨 기회를 이 회차의 다음 순번 응모자에게 바로 줘요. 수락을 기다리지 않고',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '넘기기' }));
    expect(await screen.findByText('4순위 박*준 (A-0005)님이 당첨되었어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/draws/offer-next').map((c) => c.body)).toEqual([
      { programIdx: 8, cancelledEntryIdx: 11 },
    ]);
  });

  it('shows STAFF how cancelled wins are passed on, without the button', async () => {
    serveDraws(staffOperator, passedOn());
    renderConsole('/staff/draws?program=8');
    const section = await screen.findByRole('region', { name: '추첨 순서' });
    expect(within(section).getByRole('list', { name: '넘긴 당첨 4건' })).toBeTruthy();
    expect(section.textContent).toContain('기한 안에 받지 않으면 그다음 순번으로 넘어가요.');
    expect(section.textContent).not.toContain('‘다음 순번에게’');
    expect(within(section).queryAllByRole('button')).toEqual([]);
  });

  it('shows STAFF the draws without the controls that change them', async () => {
    serveDraws(staffOperator);
    renderConsole('/staff/draws?program=7');
    expect(await screen.findByText(/콘텐츠 편집 권한이 있는 운영자가 바꿀 수 있어요/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: '당첨 인원과 발표 일시' })).toBeNull();
    expect(screen.queryByRole('button', { name: '지금 추첨' })).toBeNull();
  });
});
