import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FrequencyNow, FrequencySeason } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as FrequencyArea } from '../../../app/routes/frequency/frequency-area';
import { apiClientEffects } from '../../../lib/api-client';
import { removeAccessToken, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';

const NOW = '/api/frequency/now';
const PAST = '/api/frequency/past';
const DETAIL = '/api/frequency/detail';
const EARN = '/api/frequency/earn';
const USER = '/api/getuserinfo';

const season: FrequencySeason = {
  seasonIdx: 2,
  title: '드로우 투어 시즌 2 · 빛의 궤적',
  summary: '도장 10개를 모아 보세요.',
  methodHtml: '<p>시즌 안내 문단</p><script>window.hacked = true</script>',
  imagePath: '/media/banner/draw-tour-season-2.svg',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  stampGoal: 10,
  rewardList: [
    {
      rewardIdx: 3,
      requiredStamps: 1,
      title: '웰컴 드링크',
      description: '음료 한 잔',
      imagePath: '/media/main-square/reward-welcome-drink.svg',
      stock: null,
    },
    {
      rewardIdx: 4,
      requiredStamps: 6,
      title: '엽서 세트',
      description: '',
      imagePath: '/media/main-square/reward-postcard-set.svg',
      stock: 200,
    },
  ],
};

const nowWithStamps: FrequencyNow = {
  season,
  stampList: [
    {
      stampIdx: 11,
      earnType: 'CHECKIN',
      earnDate: '2026-11-22',
      earnedAt: '2026-11-22T10:00:00+09:00',
      programIdx: null,
      programName: null,
    },
    {
      stampIdx: 12,
      earnType: 'PROGRAM',
      earnDate: '2026-11-22',
      earnedAt: '2026-11-22T11:00:00+09:00',
      programIdx: 5,
      programName: '빛의 산책',
    },
  ],
  stampCnt: 2,
  rewardList: [
    {
      ...(season.rewardList[0] as FrequencySeason['rewardList'][number]),
      unlockedYn: 'Y',
      claimedYn: 'N',
      claimedAt: null,
      remainingStock: null,
    },
    {
      ...(season.rewardList[1] as FrequencySeason['rewardList'][number]),
      unlockedYn: 'N',
      claimedYn: 'N',
      claimedAt: null,
      remainingStock: 150,
    },
  ],
  nextReward: {
    ...(season.rewardList[1] as FrequencySeason['rewardList'][number]),
    remainingStamps: 4,
  },
  checkedInTodayYn: 'Y',
};

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
  setAccessToken('member-jwt');
});
afterEach(() => {
  alertSpy.mockRestore();
  removeAccessToken();
  vi.unstubAllGlobals();
});

function renderArea(path: string) {
  let location: Location | undefined;
  const result = renderWithProviders(
    <>
      <FrequencyArea />
      <LocationProbe onChange={(l) => (location = l)} />
    </>,
    {
      path,
      routePath: '/frequency/*',
      extraRoutes: [
        { path: '/login', element: <LocationProbe onChange={(l) => (location = l)} /> },
      ],
    },
  );
  return { ...result, location: () => location };
}

const api = (handlers: Record<string, (body: Record<string, unknown>) => FakeAnswer>) =>
  fakeApi({ [USER]: () => ok({ userIdx: 7, name: '김하늘' }), ...handlers });

describe('Draw Tour pages', () => {
  it('sends a guest to login with a redirect back to the page', async () => {
    removeAccessToken();
    const fake = api({ [NOW]: () => ok(nowWithStamps) });
    const { location } = renderArea('/frequency/now');
    await waitFor(() => expect(location()?.pathname).toBe('/login'));
    expect(location()?.search).toBe('?redirect=%2Ffrequency%2Fnow');
    expect(fake.callsTo(NOW)).toHaveLength(0);
  });

  it('replaces /frequency with /frequency/now', async () => {
    api({ [NOW]: () => ok(nowWithStamps) });
    const { location } = renderArea('/frequency');
    await waitFor(() => expect(location()?.pathname).toBe('/frequency/now'));
    expect(await screen.findByRole('heading', { name: season.title })).toBeTruthy();
  });

  it('now: shows the board of stampGoal squares with my stamps, progress, next reward and unlocked rewards', async () => {
    api({ [NOW]: () => ok(nowWithStamps) });
    renderArea('/frequency/now');
    const board = await screen.findByRole('list', { name: '도장판, 10칸 중 2칸 채움' });
    const squares = within(board).getAllByRole('listitem');
    expect(squares).toHaveLength(10);
    expect(squares[0]?.textContent).toContain('1번째 도장, 방문, 11월 22일');
    expect(squares[1]?.textContent).toContain('2번째 도장, 프로그램 빛의 산책, 11월 22일');
    expect(squares[2]?.textContent).toContain('3번째 칸, 비어 있음');
    expect(
      screen.getByText((_, element) => element?.textContent === '2 / 10개 모았어요'),
    ).toBeTruthy();
    expect(screen.getByText('도장 4개 더 모으면 ‘엽서 세트’를 받아요.')).toBeTruthy();
    expect(screen.getByText('받을 수 있어요').closest('li')?.textContent).toContain('웰컴 드링크');
    expect(screen.getByText('4개 더 모으면 받아요').closest('li')?.textContent).toContain(
      '엽서 세트',
    );
    const tabs = screen.getByRole('navigation', { name: '드로우 투어 메뉴' });
    expect(within(tabs).getByRole('link', { name: '진행 중' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: '시즌 안내 자세히 보기' }).getAttribute('href')).toBe(
      '/frequency/preview/2',
    );
  });

  it('now: a reward the desk handed over says 받았어요 with its Seoul day; the desk wants My QR', async () => {
    const drink = nowWithStamps.rewardList[0] as FrequencyNow['rewardList'][number];
    api({
      [NOW]: () =>
        ok({
          ...nowWithStamps,
          rewardList: [
            // handed out at 00:30 Seoul on the 23rd (15:30 UTC the day before)
            { ...drink, claimedYn: 'Y', claimedAt: '2026-11-22T15:30:00Z' },
            nowWithStamps.rewardList[1],
          ],
        }),
    });
    renderArea('/frequency/now');
    const received = await screen.findByText('받았어요 · 11월 23일');
    expect(received.closest('li')?.textContent).toContain('웰컴 드링크');
    expect(screen.queryByText('받을 수 있어요')).toBeNull();
    expect(screen.getByText('4개 더 모으면 받아요').closest('li')?.textContent).toContain(
      '엽서 세트',
    );
    const rewards = screen.getByRole('region', { name: '리워드' });
    expect(rewards.textContent).toContain('1층 인포메이션 데스크에서 My QR을 보여 주시면');
    expect(within(rewards).getByRole('link', { name: 'My QR' }).getAttribute('href')).toBe('/qr');
  });

  it('now: a limited reward says 선착순 with its count and how many are left; an unlimited one neither', async () => {
    api({ [NOW]: () => ok(nowWithStamps) });
    renderArea('/frequency/now');
    const postcards = (await screen.findByText('선착순 200개')).closest('li');
    expect(postcards?.textContent).toContain('엽서 세트');
    expect(postcards?.textContent).toContain('남은 수량 150개');
    expect(postcards?.textContent).toContain('4개 더 모으면 받아요');
    const drink = screen.getByText('받을 수 있어요').closest('li');
    expect(drink?.textContent).toContain('웰컴 드링크');
    expect(drink?.textContent).not.toContain('선착순');
    expect(drink?.textContent).not.toContain('남은 수량');
  });

  it('now: a limited reward with none left says 모두 소진되었어요, unlocked or not, and promises nothing', async () => {
    const [drink, postcards] = nowWithStamps.rewardList as FrequencyNow['rewardList'];
    api({
      [NOW]: () =>
        ok({
          ...nowWithStamps,
          rewardList: [
            { ...drink, stock: 50, remainingStock: 0 },
            { ...postcards, remainingStock: 0 },
          ],
        }),
    });
    renderArea('/frequency/now');
    const soldOut = await screen.findAllByText('모두 소진되었어요');
    expect(soldOut.map((badge) => badge.closest('li')?.textContent)).toEqual([
      expect.stringContaining('웰컴 드링크'),
      expect.stringContaining('엽서 세트'),
    ]);
    expect(screen.queryByText('받을 수 있어요')).toBeNull();
    expect(screen.queryByText('4개 더 모으면 받아요')).toBeNull();
    expect(screen.queryByText(/남은 수량/)).toBeNull();
    expect(screen.getByText('선착순 50개')).toBeTruthy();
  });

  it('now: a limited reward I received says 받았어요 without a count left, even when none are left', async () => {
    const [drink, postcards] = nowWithStamps.rewardList as FrequencyNow['rewardList'];
    api({
      [NOW]: () =>
        ok({
          ...nowWithStamps,
          rewardList: [
            {
              ...drink,
              stock: 50,
              remainingStock: 0,
              claimedYn: 'Y',
              claimedAt: '2026-11-22T14:05:00+09:00',
            },
            postcards,
          ],
        }),
    });
    renderArea('/frequency/now');
    const received = await screen.findByText('받았어요 · 11월 22일');
    expect(received.closest('li')?.textContent).not.toContain('소진');
    expect(received.closest('li')?.textContent).not.toContain('남은 수량');
  });

  it('now: with every reward received, the progress line says so', async () => {
    api({
      [NOW]: () =>
        ok({
          ...nowWithStamps,
          stampCnt: 10,
          nextReward: null,
          rewardList: nowWithStamps.rewardList.map((reward) => ({
            ...reward,
            unlockedYn: 'Y',
            claimedYn: 'Y',
            claimedAt: '2026-11-22T14:05:00+09:00',
          })),
        }),
    });
    renderArea('/frequency/now');
    expect(
      await screen.findByText('모든 리워드를 받았어요. 이번 시즌도 함께해 주셔서 고마워요!'),
    ).toBeTruthy();
    expect(screen.getAllByText('받았어요 · 11월 22일')).toHaveLength(2);
  });

  it('now: says so when no season runs, and links to the past seasons', async () => {
    api({
      [NOW]: () =>
        ok({
          season: null,
          stampList: [],
          stampCnt: 0,
          rewardList: [],
          nextReward: null,
          checkedInTodayYn: 'N',
        }),
    });
    renderArea('/frequency/now');
    expect(
      await screen.findByRole('heading', { name: '지금은 진행 중인 시즌이 없어요' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '지난 시즌 보기' }).getAttribute('href')).toBe(
      '/frequency/past',
    );
  });

  it('now: the N-service button earns with my userIdx and tells the result', async () => {
    const fake = api({
      [NOW]: () => ok(nowWithStamps),
      [EARN]: () =>
        ok({ earnType: 'NSERVICE', earnedYn: 'N', reason: 'NSERVICE_NOT_PASSED', stampCnt: 2 }),
    });
    renderArea('/frequency/now');
    const button = await screen.findByRole('button', { name: 'N 서비스 도장 받기' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    expect(await screen.findByText('T 멤버십 N 서비스 회원만 받을 수 있어요.')).toBeTruthy();
    expect(fake.callsTo(EARN)[0]?.body).toEqual({ userIdx: 7, earnType: 'NSERVICE' });
  });

  it('past: lists ended seasons with my stamps, rewards unlocked and received, linking to their preview', async () => {
    api({
      [PAST]: () =>
        ok({
          seasonList: [
            {
              seasonIdx: 1,
              title: '시즌 1 · 첫 신호',
              summary: '',
              imagePath: '/media/banner/draw-tour-season-1.svg',
              startDate: '2026-08-01',
              endDate: '2026-10-01',
              stampGoal: 6,
              stampCnt: 4,
              rewardCnt: 2,
              unlockedRewardCnt: 1,
              claimedRewardCnt: 1,
            },
          ],
        }),
    });
    renderArea('/frequency/past');
    const card = await screen.findByRole('link', { name: /시즌 1 · 첫 신호/ });
    expect(card.getAttribute('href')).toBe('/frequency/preview/1');
    expect(card.textContent).toContain('도장 4/6');
    expect(card.textContent).toContain('리워드 1/2 달성 · 1개 수령');
  });

  it('past: an empty history says so', async () => {
    api({ [PAST]: () => ok({ seasonList: [] }) });
    renderArea('/frequency/past');
    expect(await screen.findByRole('heading', { name: '아직 지난 시즌이 없어요' })).toBeTruthy();
  });

  it('method: explains the three stamps and shows the season’s guide, sanitized', async () => {
    api({ [NOW]: () => ok(nowWithStamps) });
    const { container } = renderArea('/frequency/method');
    expect(await screen.findByText('방문 도장')).toBeTruthy();
    expect(screen.getByText('프로그램 도장')).toBeTruthy();
    expect(screen.getByText('N 서비스 도장')).toBeTruthy();
    expect(screen.getByText(/인포메이션 데스크에서 My QR을 보여 주시면/)).toBeTruthy();
    expect(await screen.findByText('시즌 안내 문단')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('preview: shows one season’s public content; an unknown season or a bad id is not found', async () => {
    const fake = api({
      [DETAIL]: (body) =>
        body.seasonIdx === 2
          ? ok(season)
          : {
              error: {
                status: 404,
                errorCode: 'NOT_FOUND',
                message: '드로우 투어 시즌 정보를 찾을 수 없어요.',
              },
            },
    });
    const first = renderArea('/frequency/preview/2');
    expect(await screen.findByRole('heading', { name: season.title })).toBeTruthy();
    expect(screen.getByText('도장판 10칸')).toBeTruthy();
    expect(screen.getByText('웰컴 드링크')).toBeTruthy();
    // A limited reward says how many were prepared; the count left is the member board's.
    expect(screen.getByText('선착순 200개').closest('li')?.textContent).toContain('엽서 세트');
    expect(screen.queryByText(/남은 수량/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: '드로우 투어 메뉴' })).toBeNull();
    first.unmount();

    const second = renderArea('/frequency/preview/99');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(alertSpy).not.toHaveBeenCalled();
    second.unmount();

    renderArea('/frequency/preview/abc');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(fake.callsTo(DETAIL).map((call) => call.body.seasonIdx)).toEqual([2, 99]);
  });
});
