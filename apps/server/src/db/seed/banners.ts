import { addDays } from '@venue/contract';
import { type ImageKind, imagePath } from '../../lib/media-paths';
import type { banners, mainBanners, mapHotspots } from '../schema';
import { seoulAt } from './dates';
import { demoHotspotPlacement } from './floor-maps';
import { zoneIds } from './floors-zones';
import { programIds } from './programs';

type MainBannerRow = typeof mainBanners.$inferInsert & { mainBannerIdx: number; slotCode: string };
type BannerRow = typeof banners.$inferInsert & {
  bannerIdx: number;
  bannerType: 'BANNER' | 'BOTTOM' | 'POPUP' | 'LNB' | 'QR';
  audience: 'ALL' | 'GUEST' | 'MEMBER';
};
type HotspotRow = typeof mapHotspots.$inferInsert & { mapHotspotIdx: number; floorIdx: number };

/**
 * Shape of each tile of the home main-banner grid (spec 000 §2: 4 banners per slide in 3x3
 * layouts a to d). A large square takes 2x2 cells, tall 1x2, wide 2x1 and a small square 1x1,
 * so every layout fills its nine cells. See features/content/media/README.md for the drawings.
 */
export const mainBannerLayouts: Record<'a' | 'b' | 'c' | 'd', ImageKind[]> = {
  a: ['main-square', 'main-tall', 'main-wide', 'main-square'],
  b: ['main-tall', 'main-square', 'main-square', 'main-wide'],
  c: ['main-wide', 'main-square', 'main-tall', 'main-square'],
  d: ['main-square', 'main-square', 'main-tall', 'main-wide'],
};

type MainBannerSource = { name: string; key: string; alt: string } & (
  | { link: string }
  | { program: number }
);

const mainBannerSources: MainBannerSource[] = [
  {
    name: '도시의 주파수',
    key: 'city-frequency',
    alt: '몰입형 미디어 아트 도시의 주파수 보러 가기',
    program: programIds.cityFrequency,
  },
  {
    name: 'AI 포트레이트',
    key: 'ai-portrait',
    alt: 'AI 포트레이트 스튜디오 예약하기',
    program: programIds.aiPortraitStudio,
  },
  {
    name: '층별 안내',
    key: 'floor-guide',
    alt: '지하 1층부터 루프탑까지 층별 안내 보기',
    link: '/seongsu?tab=space',
  },
  {
    name: '스탬프 투어',
    key: 'stamp-tour',
    alt: '스탬프 투어 참여 방법 보기',
    program: programIds.stampTour,
  },
  {
    name: '데일리 쇼케이스',
    key: 'daily-showcase',
    alt: '더 스테이지 데일리 쇼케이스 예약하기',
    program: programIds.stageShowcase,
  },
  {
    name: '이번 주 프로그램',
    key: 'this-week',
    alt: '이번 주 프로그램 일정 보기',
    link: '/program?tab=date',
  },
  {
    name: '얼리 체험단',
    key: 'early-tester',
    alt: '신제품 얼리 체험단 응모하기',
    program: programIds.earlyTesterCrew,
  },
  {
    name: '오시는 길',
    key: 'how-to-get-here',
    alt: '성수역 5번 출구에서 오시는 길 보기',
    link: '/seongsu?tab=location',
  },
  {
    name: 'VR 스카이워크',
    key: 'vr-sky-walk',
    alt: 'VR 스카이워크 예약하기',
    program: programIds.vrSkyWalk,
  },
  {
    name: '굿즈 존',
    key: 'goods-zone',
    alt: '굿즈 존 시그널 에디션 보기',
    program: programIds.signalEditionGoods,
  },
  {
    name: '테크 토크',
    key: 'tech-talk',
    alt: '테크 토크 6G 이후의 연결 응모하기',
    program: programIds.techTalk,
  },
  { name: '자주 묻는 질문', key: 'faq', alt: '자주 묻는 질문 보기', link: '/FAQ' },
  {
    name: '라운지 재즈 나잇',
    key: 'jazz-night',
    alt: '라운지 재즈 나잇 예약하기',
    program: programIds.loungeJazzNight,
  },
  {
    name: '연결의 100년',
    key: 'archive-100',
    alt: '아카이브 특별전 연결의 100년 보기',
    program: programIds.archive100Years,
  },
  { name: '공지사항', key: 'notice', alt: '시그널 하우스 공지사항 보기', link: '/notice' },
  {
    name: '나이트 워크',
    key: 'night-walk',
    alt: '웨이 투 라이트 나이트 워크 예약하기',
    program: programIds.nightLightWalk,
  },
];

/** Sixteen tiles: slots a1–a4, b1–b4, c1–c4, d1–d4, in that order. */
export function buildMainBanners(): MainBannerRow[] {
  const letters = ['a', 'b', 'c', 'd'] as const;
  return mainBannerSources.map((source, index) => {
    const letter = letters[Math.floor(index / 4)] ?? 'a';
    const position = (index % 4) + 1;
    const kind = mainBannerLayouts[letter][position - 1] ?? 'main-square';
    return {
      mainBannerIdx: index + 1,
      slotCode: `${letter}${position}`,
      mainBannerName: source.name,
      savePath: imagePath(kind, source.key),
      alt: source.alt,
      actionType: 'program' in source ? 'PROGRAM' : 'LINK',
      linkUrl: 'link' in source ? source.link : null,
      programIdx: 'program' in source ? source.program : null,
      sortIndex: index + 1,
      displayYn: true,
    };
  });
}

/**
 * Promotion (BANNER), bottom-sheet, popup, side-menu (LNB) and QR-page banners.
 * Two banners sit outside their display window on purpose (one not started, one ended),
 * so the list endpoints' window filter has something to filter.
 */
export function buildBanners(now: Date, today: string): BannerRow[] {
  const at = (offset: number, hhmm: string) => seoulAt(addDays(today, offset), hhmm);
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  const rows: Omit<BannerRow, 'bannerIdx' | 'sortIndex'>[] = [
    {
      bannerType: 'BANNER',
      audience: 'ALL',
      bannerName: '오픈 위크: 네 개의 층, 네 개의 신호',
      savePath: imagePath('banner', 'open-week'),
      alt: '오픈 위크, 스탬프 투어를 완주하면 한정판 굿즈를 드려요',
      bannerLink: `/program/${programIds.stampTour}`,
      startAt: at(-3, '00:00'),
      endAt: at(11, '23:59'),
    },
    {
      bannerType: 'BANNER',
      audience: 'ALL',
      bannerName: '해 질 녘엔 루프탑으로',
      savePath: imagePath('banner', 'sunset-rooftop'),
      alt: '루프탑 선셋 어쿠스틱 라이브 보러 가기',
      bannerLink: `/program/${programIds.sunsetAcousticLive}`,
    },
    {
      bannerType: 'BANNER',
      audience: 'GUEST',
      bannerName: '지금 가입하면 웰컴 굿즈',
      savePath: imagePath('banner', 'welcome-gift'),
      alt: '회원가입하고 첫 방문 웰컴 굿즈 받기',
      bannerLink: '/login',
    },
    {
      bannerType: 'BANNER',
      audience: 'MEMBER',
      bannerName: '멤버 전용 AI 포트레이트 우선 예약',
      savePath: imagePath('banner', 'member-priority'),
      alt: '멤버 전용 AI 포트레이트 스튜디오 우선 예약하기',
      bannerLink: `/program/${programIds.aiPortraitStudio}`,
    },
    {
      bannerType: 'BANNER',
      audience: 'ALL',
      bannerName: '시즌 프리뷰 사전 알림',
      savePath: imagePath('banner', 'season-preview'),
      alt: '다음 시즌 프리뷰 투어 예약 오픈 예정',
      bannerLink: `/program/${programIds.summerPreview}`,
      startAt: at(3, '10:00'),
      endAt: at(14, '23:59'),
    },
    {
      bannerType: 'BANNER',
      audience: 'ALL',
      bannerName: '윈터 라이트 가든 마지막 주',
      savePath: imagePath('banner', 'winter-light-last-week'),
      alt: '윈터 라이트 가든 전시 종료 안내',
      bannerLink: `/program/${programIds.winterLightGarden}`,
      startAt: at(-40, '00:00'),
      endAt: at(-2, '23:59'),
    },
    {
      bannerType: 'BOTTOM',
      audience: 'ALL',
      bannerName: '이번 주 프로그램 한눈에 보기',
      savePath: imagePath('bottom', 'this-week-programs'),
      alt: '이번 주에 열리는 프로그램 일정 보기',
      bannerLink: '/program?tab=date',
    },
    {
      bannerType: 'POPUP',
      audience: 'ALL',
      bannerName: '오픈 기념 포토존 이벤트',
      savePath: imagePath('popup', 'photo-zone-event'),
      alt: '1층 포토존에서 사진을 찍고 해시태그를 남기면 키링을 드려요',
      bannerLink: `/program/${programIds.stampTour}`,
      startAt: hours(-48),
      endAt: hours(24 * 10),
    },
    {
      bannerType: 'POPUP',
      audience: 'ALL',
      bannerName: '얼리 체험단 모집',
      savePath: imagePath('popup', 'early-tester-crew'),
      alt: '신제품 얼리 체험단 모집',
      bannerLink: `/program/${programIds.earlyTesterCrew}`,
      popupDescription:
        '출시 전 신제품을 가장 먼저 써 볼 체험단 20명을 모집합니다.<br>당첨자는 발표일에 예약·응모 내역에서 확인할 수 있어요.',
    },
    {
      bannerType: 'POPUP',
      audience: 'ALL',
      bannerName: '휴관일 안내',
      savePath: null,
      alt: '휴관일 안내',
      bannerLink: '/notice',
      popupDescription:
        '<strong>매월 셋째 주 월요일은 정기 휴관일입니다.</strong><br>1월 1일, 설날과 추석 연휴에도 쉬어 갑니다. 방문 전 운영 일정을 확인해 주세요.',
    },
    {
      bannerType: 'LNB',
      audience: 'ALL',
      bannerName: '스탬프 투어',
      savePath: imagePath('lnb', 'stamp-tour'),
      alt: '층마다 숨은 신호를 찾는 스탬프 투어',
      bannerLink: `/program/${programIds.stampTour}`,
    },
    {
      bannerType: 'LNB',
      audience: 'ALL',
      bannerName: '처음 오셨나요?',
      savePath: imagePath('lnb', 'first-visit'),
      alt: '처음 오신 분을 위한 자주 묻는 질문',
      bannerLink: '/FAQ',
    },
    {
      bannerType: 'QR',
      audience: 'ALL',
      bannerName: '체크인하고 스탬프 받기',
      savePath: imagePath('qr', 'check-in-stamp'),
      alt: '입구에서 My QR로 체크인하면 첫 번째 스탬프를 드려요',
      bannerLink: `/program/${programIds.stampTour}`,
    },
  ];
  return rows.map((row, index) => ({ ...row, bannerIdx: index + 1, sortIndex: index + 1 }));
}

/**
 * Floor-map hotspots with every mapType code of spec 000 §2. Program codes (xxPnnnn) carry a
 * programIdx, zone codes (xxZnnnn) a zoneIdx; the rooftop map reuses G2P0001 as the spec says.
 */
export function buildMapHotspots(): HotspotRow[] {
  const rows: Omit<HotspotRow, 'mapHotspotIdx'>[] = [
    { floorIdx: 1, mapType: 'B1P0001', programIdx: programIds.stageShowcase },
    { floorIdx: 1, mapType: 'B1P0002', programIdx: programIds.signalEditionGoods },
    { floorIdx: 1, mapType: 'B1Z0001', zoneIdx: zoneIds.theStage },
    { floorIdx: 1, mapType: 'B1Z0002', zoneIdx: zoneIds.goodsZone },
    { floorIdx: 2, mapType: 'G1P0001', programIdx: programIds.cityFrequency },
    { floorIdx: 2, mapType: 'G1P0002', programIdx: programIds.nightLightWalk },
    { floorIdx: 2, mapType: 'G1Z0001', zoneIdx: zoneIds.mainHall },
    { floorIdx: 2, mapType: 'G1Z0002', zoneIdx: zoneIds.wayToLight },
    { floorIdx: 3, mapType: 'G2P0001', programIdx: programIds.aiPortraitStudio },
    { floorIdx: 3, mapType: 'G2P0002', programIdx: programIds.aiComposingClass },
    { floorIdx: 3, mapType: 'G2P0003', programIdx: programIds.techTalk },
    { floorIdx: 3, mapType: 'G2P0004', programIdx: programIds.loungeJazzNight },
    { floorIdx: 3, mapType: 'G2Z0001', zoneIdx: zoneIds.flexHall },
    { floorIdx: 3, mapType: 'G2Z0002', zoneIdx: zoneIds.theLounge },
    { floorIdx: 3, mapType: 'G2Z0003', zoneIdx: zoneIds.aiCircle },
    { floorIdx: 4, mapType: 'G2P0001', programIdx: programIds.sunsetAcousticLive },
    { floorIdx: 4, mapType: 'G3Z0001', zoneIdx: zoneIds.theRooftop },
    { floorIdx: 4, mapType: 'G3Z0002', zoneIdx: zoneIds.theGround },
    { floorIdx: 4, mapType: 'G3Z0003', zoneIdx: zoneIds.theArchive },
    { floorIdx: 4, mapType: 'G3Z0004', zoneIdx: zoneIds.theGarden },
  ];
  return rows.map((row, index) => ({
    programIdx: null,
    zoneIdx: null,
    ...row,
    // Its name and rectangle on the floor's built-in plan (floor-maps.ts, decision 030).
    ...demoHotspotPlacement(row.floorIdx, row.mapType),
    mapHotspotIdx: index + 1,
  }));
}
