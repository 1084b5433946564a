/**
 * Draw Tour seasons for the demo (decision 020): one live season around `today` and one that
 * ended before it, each with rewards. Images are drawn by features/content/media like programs'.
 */
import { addDays } from '@venue/contract';
import { imagePath } from '../../lib/media-paths';
import type { frequencyRewards, frequencySeasons } from '../schema';

type SeasonRow = typeof frequencySeasons.$inferInsert & { seasonIdx: number };
type RewardRow = typeof frequencyRewards.$inferInsert & { rewardIdx: number; seasonIdx: number };

export const seasonIds = { past: 1, live: 2 } as const;

const liveMethod = `
<h3>이렇게 모아요</h3>
<ul>
  <li><strong>방문 도장</strong>: 하루에 한 번, 입구나 존에서 My QR로 체크인하면 찍혀요.</li>
  <li><strong>프로그램 도장</strong>: 예약하거나 당첨된 프로그램에 참여하면 프로그램마다 하나씩 찍혀요.</li>
  <li><strong>N 서비스 도장</strong>: T 멤버십 N 서비스 회원이라면 하루에 한 번 더 받을 수 있어요.</li>
</ul>
<h3>이렇게 받아요</h3>
<p>모은 도장 수만큼 리워드가 열려요. 1층 인포메이션 데스크에서 My QR을 보여 주시면 열린 리워드를 드려요. 리워드마다 한 번, 시즌이 끝나기 전까지 받을 수 있어요.</p>
<p>시즌이 끝나면 도장판은 새로 시작해요. 지난 시즌 기록은 <em>지난 시즌</em> 탭에 남아 있어요.</p>`;

const pastMethod = `
<p>방문, 프로그램 참여, N 서비스로 도장을 모아 리워드를 받는 시즌이었어요.</p>`;

export function buildFrequency(today: string): { seasons: SeasonRow[]; rewards: RewardRow[] } {
  const seasons: SeasonRow[] = [
    {
      seasonIdx: seasonIds.past,
      title: '드로우 투어 시즌 1 · 첫 신호',
      summary: '시그널 하우스의 첫 번째 도장 여행. 여섯 개의 도장으로 첫 신호를 완성했어요.',
      methodHtml: pastMethod,
      imagePath: imagePath('banner', 'draw-tour-season-1'),
      startDate: addDays(today, -100),
      endDate: addDays(today, -40),
      stampGoal: 6,
    },
    {
      seasonIdx: seasonIds.live,
      title: '드로우 투어 시즌 2 · 빛의 궤적',
      summary: '층마다 흩어진 신호를 따라 걸으며 도장 10개를 모아 보세요. 모을수록 선물이 커져요.',
      methodHtml: liveMethod,
      imagePath: imagePath('banner', 'draw-tour-season-2'),
      startDate: addDays(today, -21),
      endDate: addDays(today, 42),
      stampGoal: 10,
    },
  ];
  const rewards: RewardRow[] = [
    {
      rewardIdx: 1,
      seasonIdx: seasonIds.past,
      requiredStamps: 3,
      title: '시그널 스티커 팩',
      description: '시즌 1 한정 디자인 스티커 5종이에요.',
      imagePath: imagePath('main-square', 'reward-sticker-pack'),
      sortIndex: 1,
    },
    {
      rewardIdx: 2,
      seasonIdx: seasonIds.past,
      requiredStamps: 6,
      title: '첫 신호 에코백',
      description: '시즌 1을 완주한 분께 드린 캔버스 에코백이에요.',
      imagePath: imagePath('main-square', 'reward-eco-bag'),
      sortIndex: 2,
    },
    {
      rewardIdx: 3,
      seasonIdx: seasonIds.live,
      requiredStamps: 1,
      title: '루프탑 웰컴 드링크',
      description: '첫 도장을 받으면 루프탑 카페에서 시그니처 음료 한 잔으로 바꿀 수 있어요.',
      imagePath: imagePath('main-square', 'reward-welcome-drink'),
      sortIndex: 1,
    },
    {
      rewardIdx: 4,
      seasonIdx: seasonIds.live,
      requiredStamps: 6,
      title: '빛의 궤적 엽서 세트',
      description: '미디어 아트 장면을 담은 엽서 6장이에요.',
      imagePath: imagePath('main-square', 'reward-postcard-set'),
      sortIndex: 2,
      stock: 200,
    },
    {
      rewardIdx: 5,
      seasonIdx: seasonIds.live,
      requiredStamps: 10,
      title: '시즌 2 완주 굿즈 키트',
      description: '도장판을 다 채운 분께 선착순으로 드리는 한정 굿즈 키트예요.',
      imagePath: imagePath('main-square', 'reward-goods-kit'),
      sortIndex: 3,
      stock: 30,
    },
  ];
  return { seasons, rewards };
}
