import type { BannerAudience, BannerState, StaffBanner, StaffBannerType } from '@venue/contract';
import { seoulDateTimeLabel } from '../../lib/seoul-time';

/** Every banner type, in the tabs' order, with where visitors see it. */
export const bannerTypes: readonly { type: StaffBannerType; label: string; where: string }[] = [
  { type: 'MAIN', label: '메인 그리드', where: '홈의 타일 a1~d4' },
  { type: 'BANNER', label: '프로모션', where: '홈의 배너 영역' },
  { type: 'POPUP', label: '팝업', where: '홈에 들어오면 뜨는 팝업 (이미지, 이미지+문구, 문구)' },
  { type: 'BOTTOM', label: '하단 시트', where: '홈 아래에서 올라오는 시트' },
  { type: 'LNB', label: 'LNB', where: '전체 메뉴 안의 배너' },
  { type: 'QR', label: 'QR', where: 'My QR 화면의 배너' },
];

export function bannerTypeLabel(type: StaffBannerType): string {
  return bannerTypes.find((item) => item.type === type)?.label ?? type;
}

export const bannerStateLabels: Record<BannerState, string> = {
  HIDDEN: '숨김',
  SCHEDULED: '예약됨',
  LIVE: '노출 중',
  ENDED: '종료',
};

export const audienceLabels: Record<BannerAudience, string> = {
  ALL: '모든 방문자',
  GUEST: '비회원',
  MEMBER: '회원',
};

export const popupKindLabels: Record<NonNullable<StaffBanner['popupKind']>, string> = {
  img: '이미지',
  imageText: '이미지+문구',
  text: '문구',
};

/** When a banner shows: '2026-05-05 10:00 ~ 2026-05-31 23:59', open ends as 계속. */
export function bannerPeriodLabel(banner: Pick<StaffBanner, 'startAt' | 'endAt'>): string {
  if (!banner.startAt && !banner.endAt) return '기간 제한 없음';
  const start = banner.startAt ? seoulDateTimeLabel(banner.startAt) : '지금';
  const end = banner.endAt ? seoulDateTimeLabel(banner.endAt) : '계속';
  return `${start} ~ ${end}`;
}

/** The MAIN grid's slots, a1 … d4. */
export const mainSlots = ['a', 'b', 'c', 'd'].flatMap((row) =>
  [1, 2, 3, 4].map((column) => `${row}${column}`),
);
