import { type SeasonState, type StaffReward, type StaffSeason, toDotDate } from '@venue/contract';

/** A season's state as the list's chip says it (the server decides it by the Seoul day). */
export const seasonStateLabels: Record<SeasonState, string> = {
  HIDDEN: '숨김',
  SCHEDULED: '시작 전',
  LIVE: '진행 중',
  ENDED: '종료',
};

/** 26.01.05 ~ 26.02.28: both days included. */
export function seasonPeriod(season: Pick<StaffSeason, 'startDate' | 'endDate'>): string {
  return `${toDotDate(season.startDate)} ~ ${toDotDate(season.endDate)}`;
}

/** A reward's stock line: prepared, handed out, left; or no limit and handed out. */
export function stockSummary(
  reward: Pick<StaffReward, 'stock' | 'claimedCount' | 'remainingStock'>,
): string {
  if (reward.stock === null) return `수량 제한 없음 · 지급 ${reward.claimedCount}개`;
  return `준비 ${reward.stock}개 · 지급 ${reward.claimedCount}개 · 남은 수량 ${reward.remainingStock ?? 0}개`;
}
