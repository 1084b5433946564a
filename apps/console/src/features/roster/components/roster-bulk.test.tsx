/**
 * Bulk work on the roster: choosing bookings (each, 전체 선택), the count announced,
 * 불참 처리 / 입장 처리 after one question, 취소 with one reason the contract requires, 내보내기 of
 * the chosen, and the result that names what was left out and why.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import {
  renderRoster,
  rosterEntry,
  rosterSession,
  serveRoster,
  staffRoster,
} from '../testing/roster-fixtures';

const entry = (idx: number, name: string) =>
  rosterEntry({
    reserveEntryIdx: idx,
    reserveEntryId: `R${idx}`,
    execTime: '10:00–11:00',
    participantCnt: 1,
    name,
  });

const three = [entry(1, '김*늘'), entry(2, '이*준'), entry(3, '박*서')];

function serve(bulk: (body: Record<string, unknown>) => unknown) {
  return serveRoster(
    {
      '/api/staff/instances/roster': () =>
        ok(
          staffRoster({
            instances: [rosterSession({ startTime: '10:00', endTime: '11:00', reservedCount: 3 })],
            entries: three,
          }),
        ),
      '/api/staff/entries/bulk': (body) => ok(bulk(body)),
    },
    { capacity: 10, reservedCount: 3, heldCount: 0 },
  );
}

describe('bulk work on the roster', () => {
  it('chooses all, announces the count, marks 불참 after one question and names what was left out and why', async () => {
    const api = serve((body) => ({
      action: body.action,
      done: [1, 3].map((idx) => ({
        reserveEntryIdx: idx,
        status: 'NOSHOW',
        statusLabel: '불참',
        freedSeats: 0,
      })),
      refused: [
        {
          idx: 2,
          code: 'ENTRY_STATUS_CONFLICT',
          message: '예약취소 상태라 불참으로 바꿀 수 없어요.',
        },
      ],
      freedSeats: 0,
    }));
    const { user } = renderRoster();
    const bar = await screen.findByRole('region', { name: '선택한 예약' });
    expect(within(bar).getByText('선택한 항목 없음')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: '불참 처리' })).toHaveProperty('disabled', true);

    await user.click(within(bar).getByLabelText('전체 선택'));
    expect(within(bar).getByText('3건 선택됨')).toBeTruthy();
    expect(screen.getByLabelText('이*준 R2 선택')).toHaveProperty('checked', true);
    await user.click(screen.getByLabelText('이*준 R2 선택'));
    expect(within(bar).getByText('2건 선택됨')).toBeTruthy();
    expect(within(bar).getByLabelText('전체 선택')).toHaveProperty('indeterminate', true);
    await user.click(screen.getByLabelText('이*준 R2 선택'));

    await user.click(within(bar).getByRole('button', { name: '불참 처리' }));
    const dialog = await screen.findByRole('dialog', { name: '불참 처리할까요?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['김*늘 · R1', '이*준 · R2', '박*서 · R3']);
    await user.click(within(dialog).getByRole('button', { name: '3건 불참 처리' }));

    expect(await within(bar).findByText('2건 처리, 1건 제외:')).toBeTruthy();
    expect(
      within(bar).getByText('이*준 R2 — 예약취소 상태라 불참으로 바꿀 수 없어요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/entries/bulk')[0]?.body).toEqual({
      action: 'NOSHOW',
      reserveEntryIdxList: [1, 2, 3],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(bar).getByText('선택한 항목 없음')).toBeTruthy();
  });

  it('cancels the chosen with one reason the contract requires', async () => {
    const api = serve((body) => ({
      action: body.action,
      done: [{ reserveEntryIdx: 1, status: 'CANCEL', statusLabel: '예약취소', freedSeats: 1 }],
      refused: [],
      freedSeats: 1,
    }));
    const { user } = renderRoster();
    await user.click(await screen.findByLabelText('김*늘 R1 선택'));
    await user.click(screen.getByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '선택한 예약을 취소할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '1건 예약 취소' }));
    expect(await within(dialog).findByText('취소 사유를 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/entries/bulk')).toHaveLength(0);
    await user.type(
      within(dialog).getByLabelText('취소 사유 (모두에게 같은 사유)'),
      '우천으로 취소',
    );
    await user.click(within(dialog).getByRole('button', { name: '1건 예약 취소' }));
    expect(await screen.findByText('1건 처리했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/entries/bulk')[0]?.body).toEqual({
      action: 'CANCEL',
      reserveEntryIdxList: [1],
      reason: '우천으로 취소',
    });
  });

  describe('내보내기', () => {
    beforeEach(() => {
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    });
    afterEach(() => vi.restoreAllMocks());

    it('exports only the chosen bookings of the roster’s program and day', async () => {
      serve(() => ({}));
      const jsonFetch = globalThis.fetch;
      const files: Record<string, unknown>[] = [];
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).includes('/api/staff/exports/entries')) return jsonFetch(input, init);
        files.push(JSON.parse(String(init?.body)));
        return new Response('\uFEFF예약번호\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent('향수 클래스 선택 2건 예약·응모.csv')}`,
          },
        });
      });
      const { user } = renderRoster();
      await user.click(await screen.findByLabelText('김*늘 R1 선택'));
      await user.click(screen.getByLabelText('박*서 R3 선택'));
      await user.click(screen.getByRole('button', { name: '내보내기' }));
      expect(
        await screen.findByText('향수 클래스 선택 2건 예약·응모.csv 파일을 내려받았어요.'),
      ).toBeTruthy();
      await waitFor(() =>
        expect(files).toEqual([
          { format: 'csv', programIdx: 12, execDate: '2026-11-26', reserveEntryIdxList: [1, 3] },
        ]),
      );
    });
  });
});
