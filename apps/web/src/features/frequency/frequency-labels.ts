import type { StampType } from '@venue/contract';
import { seoulParts } from '@venue/contract/domain';

/** How each kind of stamp is named on the board and in the history (decision 020). */
export const stampTypeLabels: Record<StampType, string> = {
  CHECKIN: '방문',
  PROGRAM: '프로그램',
  NSERVICE: 'N 서비스',
};

/** 2026-11-22 → 11.22 (a stamp's day on its square). */
export function monthDay(ymd: string): string {
  const [, month, day] = ymd.split('-');
  return month && day ? `${Number(month)}.${Number(day)}` : '';
}

/** 2026-11-01 ~ 2026-12-31 → 2026.11.01 – 2026.12.31 */
export function seasonPeriod(startDate: string, endDate: string): string {
  return `${startDate.replaceAll('-', '.')} – ${endDate.replaceAll('-', '.')}`;
}

/** 2026-11-22T05:05:00Z → 11월 22일: the Seoul day a reward was handed out at the desk. */
export function claimedDay(claimedAt: string): string {
  const instant = new Date(claimedAt);
  if (Number.isNaN(instant.getTime())) return '';
  const { month, day } = seoulParts(instant);
  return `${month}월 ${day}일`;
}
