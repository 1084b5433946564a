/**
 * The slots of an instance series (POST /api/staff/programs/instances/series; decision 026): every
 * day from..to whose weekday was chosen, minus the venue's closed days, times every start time.
 * Pure: the caller inserts the slots and the database skips those that exist.
 */
import { addDays, type ClosedDaysRule, isClosedOn, weekdayOf, type Ymd } from '@venue/contract';

export interface SeriesInput {
  from: Ymd;
  to: Ymd;
  /** 0 Sunday … 6 Saturday */
  weekdays: number[];
  /** HH:MM */
  startTimes: string[];
  durationMinutes: number;
}

export interface SeriesSlot {
  execDate: Ymd;
  /** HH:MM */
  startTime: string;
  endTime: string;
}

const toMinutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function planSeries(
  input: SeriesInput,
  rule: ClosedDaysRule,
): { slots: SeriesSlot[]; closedDays: Ymd[] } {
  const weekdays = new Set(input.weekdays);
  const times = [...new Set(input.startTimes)].sort();
  const slots: SeriesSlot[] = [];
  const closedDays: Ymd[] = [];
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    if (!weekdays.has(weekdayOf(day))) continue;
    if (isClosedOn(rule, day)) {
      closedDays.push(day);
      continue;
    }
    for (const startTime of times) {
      const endTime = toClock(toMinutes(startTime) + input.durationMinutes);
      slots.push({ execDate: day, startTime, endTime });
    }
  }
  return { slots, closedDays };
}
