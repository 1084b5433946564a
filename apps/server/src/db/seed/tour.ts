import type { tourStops, tours } from '../schema';

type TourRow = typeof tours.$inferInsert & { tourIdx: number };
type TourStopRow = typeof tourStops.$inferInsert & { tourStopIdx: number; tourIdx: number };

const stopSources: Omit<TourStopRow, 'tourStopIdx' | 'tourIdx' | 'sortIndex'>[] = [
  {
    floorIdx: null,
    label: '시작',
    stopTitle: '1층 인포메이션 데스크에서 체크인',
    minutes: 5,
    stopText:
      '입구로 들어오면 바로 보이는 인포메이션 데스크에서 My QR을 보여 주세요. 체크인하면 앱 홈이 지금 이 층의 프로그램을 알려 주는 관람 모드로 바뀌어요.',
    tips: ['짐이 많다면 데스크 옆 물품 보관함을 먼저 이용해 보세요.'],
  },
  {
    floorIdx: 1,
    label: 'B1',
    stopTitle: '소리로 여는 하루',
    minutes: 30,
    stopText:
      '계단이나 엘리베이터로 한 층 내려가 블랙박스 무대 The Stage에서 여정을 시작해요. 공연을 하나 보고 나서 Goods Zone에서 이곳에서만 파는 굿즈를 구경해요.',
    tips: [
      '공연은 시작 10분 전부터 입장할 수 있어요. 시간표는 프로그램 탭에서 확인해 주세요.',
      '커스텀 굿즈는 완성까지 15분 정도 걸려요. 주문해 두고 다음 층을 둘러봐도 좋아요.',
    ],
  },
  {
    floorIdx: 2,
    label: '1F',
    stopTitle: '빛 속을 걷기',
    minutes: 30,
    stopText:
      '다시 1층으로 올라와 Main Hall의 미디어 아트를 감상해요. 도시의 소리가 빛으로 바뀌는 20분을 보고 나면, Way To Light의 40m 통로를 천천히 걸어 보세요.',
    tips: [
      '상영은 20분마다 처음부터 다시 시작해요. 시작 시간에 맞춰 들어가면 이야기를 처음부터 볼 수 있어요.',
      'Way To Light는 천천히 걸을수록 더 많은 신호가 따라와요.',
    ],
  },
  {
    floorIdx: 3,
    label: '2F',
    stopTitle: '만들고, 이야기 나누기',
    minutes: 40,
    stopText:
      'AI Circle에서 AI 포트레이트나 작곡 클래스를 체험하고, Flex Hall에서 이번 시즌의 전시와 토크를 만나요. 잠시 쉬고 싶다면 The Lounge에서 휴대폰을 충전해요.',
    tips: [
      'AI Circle 체험은 대부분 예약제예요. 방문 전에 예약해 두면 기다리지 않아요.',
      'The Lounge의 무료 Wi-Fi는 SIGNAL_HOUSE_FREE예요.',
    ],
  },
  {
    floorIdx: 4,
    label: 'Rooftop',
    stopTitle: '성수의 하늘 아래에서 쉬어 가기',
    minutes: 30,
    stopText:
      '마지막은 루프탑이에요. The Archive에서 연결의 100년을 둘러보고, The Garden과 The Ground를 거닐다 The Rooftop의 라이브로 하루를 마무리해요.',
    tips: [
      '해 질 녘에 어쿠스틱 라이브가 열려요. 일몰 30분 전에 올라오면 좋은 자리를 잡을 수 있어요.',
      '비나 강한 바람이 있는 날에는 일부 야외 프로그램이 취소될 수 있어요.',
    ],
  },
];

/**
 * The self-guided route of the venue page's tour tab (POST /api/tour/detail): check in on the
 * ground floor, go down to B1, then up floor by floor to the rooftop. Stops on a floor carry its
 * floorIdx (1 B1, 2 1F, 3 2F, 4 Rooftop, see floors-zones.ts) so the tab can list that floor's
 * zones; the check-in step is not tied to one floor. No cover image: the tab opens with text.
 */
export function buildTour(): { tours: TourRow[]; tourStops: TourStopRow[] } {
  const tourIdx = 1;
  return {
    tours: [
      {
        tourIdx,
        tourTitle: '처음 오셨다면 이 순서로 둘러보세요',
        tourIntro:
          '<p>지하의 무대에서 시작해 루프탑의 하늘까지, 한 층씩 올라가며 시그널 하우스를 가장 알차게 만나는 길이에요. 마음에 드는 곳에서는 얼마든지 더 머물러도 좋아요.</p>',
        savePath: null,
        checklist: [
          '편한 신발: 네 개 층을 오르내리고 루프탑 잔디 위도 걸어요.',
          '미리 예약: 인기 체험은 방문 전에 프로그램 탭에서 예약해 두세요.',
          'My QR: 로그인하면 입구에서 보여 줄 나만의 QR이 준비돼요.',
        ],
        displayYn: true,
      },
    ],
    tourStops: stopSources.map((stop, index) => ({
      tourStopIdx: index + 1,
      tourIdx,
      sortIndex: index + 1,
      ...stop,
    })),
  };
}
