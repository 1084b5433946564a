import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffReward, StaffSeason } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import '../../../testing/rich-text';
import { type FakeAnswer, ok, refusal } from '../../../testing/fake-api';
import { editorOperator, mediaPage } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

function reward(overrides: Partial<StaffReward> = {}): StaffReward {
  return {
    rewardIdx: 31,
    seasonIdx: 3,
    requiredStamps: 1,
    title: '핫초코 한 잔',
    description: '카페에서 바꿔 드려요.',
    imagePath: '/media/uploads/cocoa.png',
    sortIndex: 0,
    stock: 2,
    claimedCount: 2,
    remainingStock: 0,
    ...overrides,
  };
}

function season(overrides: Partial<StaffSeason> = {}): StaffSeason {
  return {
    seasonIdx: 3,
    title: '겨울 산책',
    summary: '도장 5개를 모아 보세요.',
    methodHtml: '<p>입구에서 체크인하면 도장이 찍혀요.</p>',
    imagePath: '/media/uploads/winter.png',
    startDate: '2026-01-05',
    endDate: '2026-02-28',
    stampGoal: 5,
    displayYn: 'Y',
    state: 'LIVE',
    stampHolderCount: 14,
    claimCount: 2,
    rewardList: [
      reward(),
      reward({
        rewardIdx: 32,
        requiredStamps: 5,
        title: '완주 머플러',
        stock: null,
        claimedCount: 0,
        remainingStock: null,
      }),
    ],
    ...overrides,
  };
}

const ended = season({
  seasonIdx: 2,
  title: '가을 산책',
  state: 'ENDED',
  startDate: '2025-10-01',
  endDate: '2025-11-30',
  rewardList: [],
  stampHolderCount: 0,
  claimCount: 0,
});

function serveSeasons(
  handlers: Record<string, (body: Record<string, unknown>) => FakeAnswer> = {},
) {
  return serveStaff({
    '/api/staff/me': () => ok(editorOperator),
    '/api/staff/frequency/seasons/list': () => ok([season(), ended]),
    ...handlers,
  });
}

describe('/staff/draw-tour', () => {
  it('lists the seasons and, for the one chosen, its rewards with stock, handouts and what is left', async () => {
    serveSeasons();
    renderConsole('/staff/draw-tour');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: '드로우 투어' })).toBeTruthy();
    const list = screen.getByRole('region', { name: '시즌 목록' });
    const live = await within(list).findByRole('button', { name: /겨울 산책/ });
    expect(live.textContent).toContain('진행 중');
    expect(live.textContent).toContain('26.01.05 ~ 26.02.28 · 도장 5칸 · 리워드 2개 · 참여 14명');
    expect(within(list).getByRole('button', { name: /가을 산책/ }).textContent).toContain('종료');

    await user.click(live);
    const form = screen.getByRole('form', { name: '시즌 수정' });
    expect((within(form).getByLabelText('시즌 이름') as HTMLInputElement).value).toBe('겨울 산책');
    // Members hold its stamps: no delete, and the form says why.
    expect(within(form).queryByRole('button', { name: /삭제$/ })).toBeNull();
    expect(
      within(form).getByText(/참여 기록\(도장 14명, 지급 2건\)이 있어 삭제할 수 없어요/),
    ).toBeTruthy();

    const rewards = screen.getByRole('list', { name: '겨울 산책 리워드' });
    const items = within(rewards).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain(
      '도장 1개핫초코 한 잔준비 2개 · 지급 2개 · 남은 수량 0개 · 모두 지급됨',
    );
    expect(items[1]?.textContent).toContain('도장 5개완주 머플러수량 제한 없음 · 지급 0개');
  });

  it("puts the server's refusal to lower a stock below the handouts on the stock field", async () => {
    const message = '이미 2개를 지급했어요. 준비 수량은 2개보다 적게 줄일 수 없어요.';
    const api = serveSeasons({
      '/api/staff/frequency/rewards/save': () => ({
        error: {
          status: 409,
          errorCode: 'CONFLICT',
          message,
          fields: [{ path: 'stock', message }],
        },
      }),
    });
    renderConsole('/staff/draw-tour');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /겨울 산책/ }));
    await user.click(screen.getByRole('button', { name: '핫초코 한 잔 수정' }));
    const form = screen.getByRole('form', { name: '리워드 수정 · 핫초코 한 잔' });
    expect(within(form).queryByRole('button', { name: /삭제$/ })).toBeNull();
    const stock = within(form).getByLabelText('준비 수량 (선착순)') as HTMLInputElement;
    expect(stock.value).toBe('2');
    await user.clear(stock);
    await user.type(stock, '1');
    await user.click(within(form).getByRole('button', { name: '리워드 저장' }));

    expect(await within(form).findByText(message, { selector: 'p[id$="-error"]' })).toBeTruthy();
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/staff/frequency/rewards/save')[0]?.body).toEqual({
      rewardIdx: 31,
      seasonIdx: 3,
      requiredStamps: 1,
      title: '핫초코 한 잔',
      description: '카페에서 바꿔 드려요.',
      imagePath: '/media/uploads/cocoa.png',
      sortIndex: 0,
      stock: 1,
    });
  });

  it('sends an emptied stock as no limit, and deletes a reward nobody was handed after asking', async () => {
    const api = serveSeasons({
      '/api/staff/frequency/rewards/save': () => ok({ rewardIdx: 32 }),
      '/api/staff/frequency/rewards/delete': () => ok(null),
    });
    renderConsole('/staff/draw-tour');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /겨울 산책/ }));
    await user.click(screen.getByRole('button', { name: '완주 머플러 수정' }));
    let form = screen.getByRole('form', { name: '리워드 수정 · 완주 머플러' });
    const stock = within(form).getByLabelText('준비 수량 (선착순)') as HTMLInputElement;
    expect(stock.value).toBe('');
    await user.type(within(form).getByLabelText('리워드 이름'), ' 세트');
    await user.click(within(form).getByRole('button', { name: '리워드 저장' }));
    expect(await screen.findByText('리워드 ‘완주 머플러 세트’를 저장했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/frequency/rewards/save')[0]?.body).toMatchObject({
      rewardIdx: 32,
      title: '완주 머플러 세트',
      stock: null,
    });

    await user.click(screen.getByRole('button', { name: '완주 머플러 수정' }));
    form = screen.getByRole('form', { name: '리워드 수정 · 완주 머플러' });
    await user.click(within(form).getByRole('button', { name: "리워드 '완주 머플러' 삭제" }));
    const dialog = screen.getByRole('dialog', { name: "리워드 '완주 머플러'를 삭제할까요?" });
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText('리워드 ‘완주 머플러’를 삭제했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/frequency/rewards/delete')[0]?.body).toEqual({ rewardIdx: 32 });
  });

  it("checks a new season with the contract's Korean messages, then shows the server's overlap refusal on the start day", async () => {
    const overlap =
      "노출 중인 시즌 '겨울 산책'(26.01.05~26.02.28)과 기간이 겹쳐요. 노출 중인 시즌끼리는 기간이 겹칠 수 없어요.";
    const api = serveSeasons({
      '/api/staff/media/list': () =>
        ok(mediaPage([{ savePath: '/media/uploads/poster.png', alt: '봄 포스터' }])),
      '/api/staff/frequency/seasons/save': () => ({
        error: {
          status: 409,
          errorCode: 'CONFLICT',
          message: overlap,
          fields: [{ path: 'startDate', message: overlap }],
        },
      }),
    });
    renderConsole('/staff/draw-tour');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '새 시즌 만들기' }));
    const form = screen.getByRole('form', { name: '새 시즌' });
    await user.click(within(form).getByRole('button', { name: '시즌 만들기' }));
    expect(await within(form).findByText('시즌 이름을 입력해 주세요.')).toBeTruthy();
    expect(within(form).getByText('참여 방법을 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/frequency/seasons/save')).toHaveLength(0);

    await user.type(within(form).getByLabelText('시즌 이름'), '봄 산책');
    const method = await within(form).findByRole('textbox', { name: '참여 방법' });
    await user.click(method);
    await user.keyboard('입구에서 체크인해요.');
    const picker = within(form).getByRole('group', { name: '대표 이미지' });
    await user.click(within(picker).getByRole('button', { name: '라이브러리에서 선택' }));
    await user.click(await within(picker).findByRole('button', { name: '봄 포스터' }));
    await user.click(within(form).getByRole('button', { name: '시즌 만들기' }));
    expect(await within(form).findByText(overlap, { selector: 'p[id$="-error"]' })).toBeTruthy();
    expect(within(form).getByLabelText('시작일').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/staff/frequency/seasons/save')[0]?.body).toMatchObject({
      title: '봄 산책',
      // (jsdom's ProseMirror drops some typed Korean syllables; the shape is what counts here)
      methodHtml: expect.stringMatching(/^<p>입.+<\/p>$/),
      imagePath: '/media/uploads/poster.png',
      stampGoal: 10,
      displayYn: 'Y',
    });
  });

  it('shows the refusal to delete a season that got its first stamp meanwhile', async () => {
    serveSeasons({
      '/api/staff/frequency/seasons/delete': () =>
        refusal(
          409,
          'CONFLICT',
          '도장 1개, 지급 0건이 기록된 시즌은 삭제할 수 없어요. 방문자에게서 숨기려면 노출을 꺼 주세요.',
        ),
    });
    renderConsole('/staff/draw-tour');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /가을 산책/ }));
    const form = screen.getByRole('form', { name: '시즌 수정' });
    await user.click(within(form).getByRole('button', { name: "시즌 '가을 산책' 삭제" }));
    const dialog = screen.getByRole('dialog', { name: "시즌 '가을 산책'을 삭제할까요?" });
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    expect(
      await screen.findByText(/^도장 1개, 지급 0건이 기록된 시즌은 삭제할 수 없어요/),
    ).toBeTruthy();
  });
});
