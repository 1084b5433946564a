import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberReward, StaffFrequencyMember } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CameraEnvironment } from '../../../components/qr-input/camera-scanner';
import type { FakeHandler } from '../../../testing/fake-api';
import { ok, refusal } from '../../../testing/fake-api';
import { serveStaff, staffUnauthorized } from '../../../testing/staff-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { StaffGuard } from '../../auth/components/staff-guard';
import { memberReward } from '../testing/reward-fixtures';
import { StaffRewards } from './staff-rewards';

const MEMBER = '/api/staff/frequency/member';
const CLAIM = '/api/staff/frequency/claim';

const reward = (overrides: Partial<MemberReward> & Pick<MemberReward, 'rewardIdx'>) =>
  memberReward({ requiredStamps: 1, ...overrides });

/** 도장 3 of 10: the drink handed out, the tote ready, the poster locked. */
function deskBoard(overrides: Partial<StaffFrequencyMember> = {}): StaffFrequencyMember {
  return {
    memberName: '김*늘',
    season: {
      seasonIdx: 2,
      title: '드로우 투어 시즌 2 · 빛의 궤적',
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      stampGoal: 10,
    },
    stampCnt: 3,
    rewardList: [
      reward({
        rewardIdx: 3,
        unlockedYn: 'Y',
        claimedYn: 'Y',
        claimedAt: '2026-11-22T14:05:00+09:00',
      }),
      reward({ rewardIdx: 4, requiredStamps: 3, title: '시그널 에코백', unlockedYn: 'Y' }),
      reward({ rewardIdx: 5, requiredStamps: 10, title: '한정판 포스터' }),
    ],
    ...overrides,
  };
}

/** The board after the tote went over the desk. */
const afterTote = deskBoard({
  rewardList: deskBoard().rewardList.map((r) =>
    r.rewardIdx === 4 ? { ...r, claimedYn: 'Y', claimedAt: '2026-11-22T14:20:00+09:00' } : r,
  ),
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderDesk(camera?: () => CameraEnvironment) {
  const locations: Location[] = [];
  const probe = <LocationProbe onChange={(location) => locations.push(location)} />;
  const { queryClient, unmount } = renderWithProviders(
    <>
      <StaffGuard>{() => <StaffRewards cameraEnvironment={camera} />}</StaffGuard>
      {probe}
    </>,
    {
      path: '/staff/rewards',
      routePath: '/staff/rewards',
      extraRoutes: [{ path: '/staff/login', element: probe }],
    },
  );
  return { where: () => locations.at(-1), queryClient, unmount };
}

function serveDesk(handlers: { member?: FakeHandler; claim?: FakeHandler } = {}) {
  return serveStaff({
    [MEMBER]: handlers.member ?? (() => ok(deskBoard())),
    [CLAIM]: handlers.claim ?? (() => ok(afterTote)),
  });
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('입장 코드');
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: '확인' }));
  return user;
}

/** Types the member's entry code and waits for their board; answers the user for what follows. */
async function openBoard() {
  const user = await typeCode('ABCD-EFGH');
  await screen.findByRole('heading', { name: '김*늘 님' });
  return user;
}

/** The keys of the boards the query cache still holds (with the code read in each key). */
const heldBoards = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData({ queryKey: ['staff', 'frequency', 'member'] })
    .filter(([, data]) => data !== undefined)
    .map(([key]) => key);

const rewardRow = (title: string) => {
  const row = within(screen.getByRole('list', { name: '리워드' }))
    .getByText(title)
    .closest('li');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

describe('the reward desk', () => {
  it('looks a member up by entry code and shows their board: name, season, stamps and each reward', async () => {
    const api = serveDesk();
    renderDesk();
    expect(
      await screen.findByRole('heading', { level: 1, name: '드로우 투어 리워드' }),
    ).toBeTruthy();
    await typeCode('abcd-efgh');

    const name = await screen.findByRole('heading', { level: 2, name: '김*늘 님' });
    expect(api.callsTo(MEMBER)[0]?.body).toEqual({ qrValue: 'abcd-efgh' });
    expect(api.callsTo(MEMBER)[0]?.headers['x-access-token']).toBeUndefined();
    // The name takes focus: the entry field it came from is gone.
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByText('드로우 투어 시즌 2 · 빛의 궤적')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.textContent === '도장 3 / 10')).toBeTruthy();
    expect(screen.queryByLabelText('입장 코드')).toBeNull();

    const drink = rewardRow('루프탑 웰컴 드링크');
    expect(drink.textContent).toContain('도장 1개');
    expect(drink.textContent).toContain('지급 완료');
    expect(drink.textContent).toContain('11.22 14:05 지급');
    expect(within(drink).queryByRole('button')).toBeNull();

    const tote = rewardRow('시그널 에코백');
    expect(within(tote).getByRole('button', { name: '지급하기' })).toBeTruthy();

    const poster = rewardRow('한정판 포스터');
    expect(poster.textContent).toContain('7개 더 필요');
    expect(within(poster).queryByRole('button')).toBeNull();
  });

  it('hands a reward out after the confirmation, with the QR and the reward, and says so politely', async () => {
    const api = serveDesk();
    renderDesk();
    const user = await openBoard();

    const handOut = within(rewardRow('시그널 에코백')).getByRole('button', { name: '지급하기' });
    await user.click(handOut);
    const dialog = screen.getByRole('dialog', { name: '리워드를 지급할까요?' });
    expect(dialog.textContent).toContain('김*늘 님에게 ‘시그널 에코백’을 지급해요.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Nothing is handed out before staff confirm.
    expect(api.callsTo(CLAIM)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '지급하기' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('‘시그널 에코백’을 지급했어요.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(CLAIM).map((call) => call.body)).toEqual([
      { qrValue: 'ABCD-EFGH', rewardIdx: 4 },
    ]);
    const tote = rewardRow('시그널 에코백');
    expect(tote.textContent).toContain('11.22 14:20 지급');
    expect(within(tote).queryByRole('button')).toBeNull();
    // The button that opened the confirmation is gone; focus goes back to the member.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: '김*늘 님' })),
    );
  });

  it('취소 in the confirmation hands nothing out', async () => {
    const api = serveDesk();
    renderDesk();
    const user = await openBoard();
    const handOut = within(rewardRow('시그널 에코백')).getByRole('button', { name: '지급하기' });
    await user.click(handOut);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(handOut);
    expect(api.callsTo(CLAIM)).toEqual([]);
  });

  it('a reward handed out at another desk meanwhile: says so and shows the board fetched again', async () => {
    let looks = 0;
    const api = serveDesk({
      member: () => {
        looks += 1;
        return ok(looks === 1 ? deskBoard() : afterTote);
      },
      claim: () => refusal(409, 'REWARD_ALREADY_CLAIMED', '이미 지급한 리워드예요.'),
    });
    renderDesk();
    const user = await openBoard();
    await user.click(within(rewardRow('시그널 에코백')).getByRole('button', { name: '지급하기' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '지급하기' }));

    expect((await screen.findByRole('alert')).textContent).toBe('이미 지급한 리워드예요.');
    await waitFor(() => expect(rewardRow('시그널 에코백').textContent).toContain('지급 완료'));
    expect(within(rewardRow('시그널 에코백')).queryByRole('button')).toBeNull();
    expect(api.callsTo(MEMBER)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a limited reward shows how many are left; with none left it reads 소진 and has no button', async () => {
    serveDesk({
      member: () =>
        ok(
          deskBoard({
            rewardList: [
              reward({ rewardIdx: 3, unlockedYn: 'Y' }),
              reward({
                rewardIdx: 4,
                requiredStamps: 3,
                title: '시그널 에코백',
                unlockedYn: 'Y',
                stock: 30,
                remainingStock: 0,
              }),
              reward({
                rewardIdx: 5,
                requiredStamps: 10,
                title: '한정판 포스터',
                stock: 30,
                remainingStock: 12,
              }),
            ],
          }),
        ),
    });
    renderDesk();
    await openBoard();

    const tote = rewardRow('시그널 에코백');
    expect(tote.textContent).toContain('남은 0개');
    expect(tote.textContent).toContain('소진');
    expect(within(tote).queryByRole('button')).toBeNull();
    const poster = rewardRow('한정판 포스터');
    expect(poster.textContent).toContain('남은 12개');
    expect(poster.textContent).toContain('7개 더 필요');
    // A reward with no limit has no count.
    const drink = rewardRow('루프탑 웰컴 드링크');
    expect(drink.textContent).not.toContain('남은');
    expect(within(drink).getByRole('button', { name: '지급하기' })).toBeTruthy();
  });

  it('the last one went at another desk meanwhile: a 409 REWARD_OUT_OF_STOCK shows the server’s message and the board fetched again', async () => {
    const limited = (remainingStock: number) =>
      deskBoard({
        rewardList: deskBoard().rewardList.map((r) =>
          r.rewardIdx === 4 ? { ...r, stock: 30, remainingStock } : r,
        ),
      });
    let looks = 0;
    const api = serveDesk({
      member: () => {
        looks += 1;
        return ok(limited(looks === 1 ? 1 : 0));
      },
      claim: () => refusal(409, 'REWARD_OUT_OF_STOCK', '준비한 수량이 모두 소진된 리워드예요.'),
    });
    renderDesk();
    const user = await openBoard();
    expect(rewardRow('시그널 에코백').textContent).toContain('남은 1개');
    await user.click(within(rewardRow('시그널 에코백')).getByRole('button', { name: '지급하기' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '지급하기' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      '준비한 수량이 모두 소진된 리워드예요.',
    );
    await waitFor(() => expect(rewardRow('시그널 에코백').textContent).toContain('소진'));
    expect(rewardRow('시그널 에코백').textContent).toContain('남은 0개');
    expect(within(rewardRow('시그널 에코백')).queryByRole('button')).toBeNull();
    expect(api.callsTo(MEMBER)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it.each([
    [400, 'QR_INVALID', '확인할 수 없는 QR이에요. 회원님의 My QR 화면을 다시 보여 주세요.'],
    [400, 'QR_EXPIRED', '오늘 발급된 QR이 아니에요. My QR에서 오늘의 QR을 새로 발급해 주세요.'],
    [404, 'SEASON_NOT_RUNNING', '지금은 진행 중인 드로우 투어 시즌이 없어요.'],
    [429, 'RATE_LIMITED', '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'],
  ])(
    "a %i %s lookup shows the server's message and no board, and the code stays",
    async (status, code, message) => {
      serveDesk({ member: () => refusal(status, code, message) });
      renderDesk();
      await typeCode('ABCD-EFGH');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(message);
      expect(screen.queryByRole('list', { name: '리워드' })).toBeNull();
      expect((screen.getByLabelText('입장 코드') as HTMLInputElement).value).toBe('ABCD-EFGH');
    },
  );

  it('refuses a malformed code on the client and sends nothing', async () => {
    const api = serveDesk();
    renderDesk();
    await typeCode('HELLO');
    expect((await screen.findByRole('alert')).textContent).toContain('입장 코드는 8자리예요');
    expect(api.callsTo(MEMBER)).toEqual([]);
  });

  it('다른 회원 goes back to scanning, with the entry field focused and the board forgotten', async () => {
    const api = serveDesk();
    const { queryClient } = renderDesk();
    const user = await openBoard();
    expect(heldBoards(queryClient)).toEqual([
      ['staff', 'frequency', 'member', { qrValue: 'ABCD-EFGH' }],
    ]);
    await user.click(screen.getByRole('button', { name: '다른 회원' }));
    const input = await screen.findByLabelText('입장 코드');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('heading', { name: '김*늘 님' })).toBeNull();
    // The board and the code in its key are gone from the cache.
    expect(heldBoards(queryClient)).toEqual([]);
    // The same member again is asked afresh.
    await openBoard();
    expect(api.callsTo(MEMBER)).toHaveLength(2);
  });

  it('leaving the page forgets the board and the code read', async () => {
    serveDesk();
    const { queryClient, unmount } = renderDesk();
    await openBoard();
    unmount();
    expect(heldBoards(queryClient)).toEqual([]);
  });

  it('a scanned QR opens the board', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const QR_UUID = '7b0d2a8e-4c1f-4c55-9d62-0f3b1a2c3d4e';
    const api = serveDesk();
    const Detector = function (this: { detect: () => Promise<{ rawValue: string }[]> }) {
      this.detect = async () => [{ rawValue: QR_UUID }];
    } as unknown as NonNullable<CameraEnvironment['decoder']['BarcodeDetector']>;
    Detector.getSupportedFormats = async () => ['qr_code'];
    const stream = { getTracks: () => [{ stop: () => {} }] } as unknown as MediaStream;
    renderDesk(() => ({
      getUserMedia: async () => stream,
      decoder: {
        BarcodeDetector: Detector,
        loadJsQr: async () => () => null,
        createCanvas: () => document.createElement('canvas'),
      },
    }));
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await screen.findByRole('heading', { name: '김*늘 님' });
    expect(api.callsTo(MEMBER).map((call) => call.body)).toEqual([{ qrValue: QR_UUID }]);
  });

  it('goes to the login page when the staff session ran out', async () => {
    serveDesk({ member: () => staffUnauthorized });
    const { where } = renderDesk();
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(where()?.pathname).toBe('/staff/login'));
    expect(where()?.search).toBe(`?${new URLSearchParams({ redirect: '/staff/rewards' })}`);
  });
});
