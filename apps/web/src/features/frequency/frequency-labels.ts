import type { StampType } from '@venue/contract';

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
