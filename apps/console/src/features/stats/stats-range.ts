import { STATS_MAX_DAYS, statsRangeDays } from '@venue/contract';
import { addDays, parseYmd, weekdayLabel } from '@venue/contract/domain';

/** The range presets of 통계, each from today (Seoul) back, today included. */
export const STATS_PRESETS = [
  { key: 'week', label: '지난 7일' },
  { key: 'month', label: '지난 30일' },
  { key: 'thisMonth', label: '이번 달' },
] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number]['key'];

export interface StatsRange {
  from: string;
  to: string;
}

export function presetRange(preset: StatsPreset, today: string): StatsRange {
  switch (preset) {
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The preset a range is, if any (so its button shows as chosen). */
export function presetOf(range: StatsRange, today: string): StatsPreset | null {
  return (
    STATS_PRESETS.find(({ key }) => {
      const preset = presetRange(key, today);
      return preset.from === range.from && preset.to === range.to;
    })?.key ?? null
  );
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseYmd(value) !== null;

/**
 * The range the address asks for; the last 7 days when it asks for none or for one the server
 * would refuse (backwards, longer than STATS_MAX_DAYS, not a day).
 */
export function rangeFromSearch(search: URLSearchParams, today: string): StatsRange {
  const from = search.get('from');
  const to = search.get('to');
  if (isDay(from) && isDay(to) && from <= to && statsRangeDays(from, to) <= STATS_MAX_DAYS) {
    return { from, to };
  }
  return presetRange('week', today);
}

/** 11.26 (목): a day on an axis or in a table. */
export function dayLabel(ymd: string): string {
  return `${Number(ymd.slice(5, 7))}.${Number(ymd.slice(8, 10))} (${weekdayLabel(ymd)})`;
}

/** 1,234 */
export const number = (n: number) => n.toLocaleString('ko-KR');

/** 0.429 → 42.9% (— without capacity) */
export const percent = (rate: number | null) =>
  rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toLocaleString('ko-KR')}%`;
