/**
 * Bulk work on the program list (EDITOR): choosing programs, the count announced,
 * 게시 / 게시 취소 / 마감 after one question, and the result naming what was left out and why.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { programPage } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

function serve(bulk: (body: Record<string, unknown>) => unknown) {
  return serveStaff({
    '/api/staff/programs/list': () =>
      ok(
        programPage([
          { programIdx: 9, programName: '봄 향수 클래스' },
          { programIdx: 10, programName: '도자기 원데이' },
          { programIdx: 11, programName: '럭키 드로우' },
        ]),
      ),
    '/api/staff/programs/categories/list': () => ok([]),
    '/api/staff/programs/bulk': (body) => ok(bulk(body)),
  });
}

describe('bulk work on the program list', () => {
  it('an EDITOR publishes the chosen programs after one question and reads what was left out', async () => {
    const api = serve((body) => ({
      action: body.action,
      done: [{ programIdx: 9, publishState: 'PUBLISHED' }],
      refused: [
        {
          idx: 10,
          code: 'PROGRAM_HAS_NO_INSTANCES',
          message: '회차가 없는 프로그램은 게시할 수 없어요. 회차를 먼저 추가해 주세요.',
        },
      ],
    }));
    const user = userEvent.setup();
    renderConsole('/staff/programs');
    const bar = await screen.findByRole('region', { name: '선택한 프로그램' });
    await user.click(await screen.findByLabelText('봄 향수 클래스 선택'));
    await user.click(screen.getByLabelText('도자기 원데이 선택'));
    expect(within(bar).getByText('2건 선택됨')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: '게시' }));
    const dialog = await screen.findByRole('dialog', { name: '선택한 프로그램을 게시할까요?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['봄 향수 클래스', '도자기 원데이']);
    await user.click(within(dialog).getByRole('button', { name: '2개 게시' }));

    expect(await within(bar).findByText('1건 처리, 1건 제외:')).toBeTruthy();
    expect(
      within(bar).getByText(
        '도자기 원데이 — 회차가 없는 프로그램은 게시할 수 없어요. 회차를 먼저 추가해 주세요.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/bulk')[0]?.body).toEqual({
      action: 'PUBLISH',
      programIdxList: [9, 10],
    });
  });

  it('closes every program of the page chosen with 전체 선택, and 닫기 changes nothing', async () => {
    const api = serve((body) => ({
      action: body.action,
      done: [9, 10, 11].map((programIdx) => ({ programIdx, status: 'CLOSED' })),
      refused: [],
    }));
    const user = userEvent.setup();
    renderConsole('/staff/programs');
    const bar = await screen.findByRole('region', { name: '선택한 프로그램' });
    await user.click(await within(bar).findByLabelText('전체 선택'));
    expect(within(bar).getByText('3건 선택됨')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: '마감' }));
    let dialog = await screen.findByRole('dialog', { name: '선택한 프로그램을 마감할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.callsTo('/api/staff/programs/bulk')).toHaveLength(0);

    await user.click(within(bar).getByRole('button', { name: '마감' }));
    dialog = await screen.findByRole('dialog', { name: '선택한 프로그램을 마감할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '3개 마감' }));
    expect(await within(bar).findByText('3건 처리했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/bulk')[0]?.body).toEqual({
      action: 'CLOSE',
      programIdxList: [9, 10, 11],
    });
  });
});
