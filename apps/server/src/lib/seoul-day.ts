/**
 * Today's Seoul day for reads on every request, computed once per day rather than per call.
 *
 * Why: the in-venue "Now" list keys its cached answer by the Seoul day and the floor. Working out
 * the day and building the key string on every request cost that route about a tenth of its
 * throughput under load, against a route with a constant key
 * (docs/benchmarks/2026-11-26.md, "Now on a fast host").
 * A clock answers the same string until the next Seoul midnight, so per-day keys built from it
 * can be kept too (`dailyKeys`).
 */
import { nextMidnight, seoulMidnight, seoulToday, type Ymd } from '@venue/contract';

export type SeoulDayClock = () => Ymd;

/**
 * A clock of the Seoul day: per call, one `Date.now()` and two comparisons while the time stays
 * inside the kept day (a host clock set back across midnight is followed too).
 */
export function createSeoulDayClock(now: () => number = () => Date.now()): SeoulDayClock {
  let day: Ymd | undefined;
  let beganAt = 0;
  let turnsAt = 0;
  return () => {
    const time = now();
    if (day === undefined || time >= turnsAt || time < beganAt) {
      const instant = new Date(time);
      day = seoulToday(instant);
      beganAt = seoulMidnight(day).getTime();
      turnsAt = nextMidnight(instant).getTime();
    }
    return day;
  };
}

/**
 * Strings built from the day and a small id (a floor), kept for the day: the same string comes
 * back on every request. At most `maxKeys` are kept, so ids a client makes up cannot grow it.
 */
export function dailyKeys(
  clock: SeoulDayClock,
  build: (today: Ymd, id: number | undefined) => string,
  maxKeys = 64,
): (id: number | undefined) => { today: Ymd; key: string } {
  let keysDay: Ymd | undefined;
  const keys = new Map<number, string>();
  return (id) => {
    const today = clock();
    if (today !== keysDay) {
      keysDay = today;
      keys.clear();
    }
    const slot = id ?? 0;
    let key = keys.get(slot);
    if (key === undefined) {
      if (keys.size >= maxKeys) keys.clear();
      key = build(today, id);
      keys.set(slot, key);
    }
    return { today, key };
  };
}
