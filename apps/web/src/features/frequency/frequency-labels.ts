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

/**
 * A limited reward (선착순, decision 022): how many the venue prepared, shown on the preview and
 * the member's board alike. null (no limit) shows nothing.
 */
export function stockText(stock: number | null): string {
  return stock === null ? '' : `선착순 ${stock}개`;
}

/** How many of a limited reward are left now, for a member who has not received it yet. */
export function remainingStockText(remainingStock: number | null): string {
  return remainingStock === null ? '' : `남은 수량 ${remainingStock}개`;
}

/** Every one of a limited reward was handed out: said instead of 받을 수 있어요 or "n개 더". */
export const SOLD_OUT_TEXT = '모두 소진되었어요';
