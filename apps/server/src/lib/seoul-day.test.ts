import { describe, expect, it } from 'vitest';
import { createSeoulDayClock, dailyKeys } from './seoul-day';

// 2026-11-26 23:59:59.999 in Seoul is 14:59:59.999 UTC.
const lastMoment = Date.UTC(2026, 10, 26, 14, 59, 59, 999);

describe('createSeoulDayClock', () => {
  it('answers the Seoul day, not the UTC day, and turns at Seoul midnight', () => {
    let time = Date.UTC(2026, 10, 26, 0, 0); // 09:00 in Seoul
    const today = createSeoulDayClock(() => time);
    expect(today()).toBe('2026-11-26');
    time = lastMoment;
    expect(today()).toBe('2026-11-26');
    time = lastMoment + 1;
    expect(today()).toBe('2026-11-27');
  });

  it('works the day out again only once the day has turned', () => {
    let time = Date.UTC(2026, 10, 26, 3, 0);
    const today = createSeoulDayClock(() => time);
    const first = today();
    time += 60_000;
    expect(today()).toBe(first);
    time = Date.UTC(2026, 11, 31, 15, 0); // a month later, across the year's end
    expect(today()).toBe('2027-01-01');
  });

  it('follows a clock that goes back across midnight (a corrected host clock)', () => {
    let time = lastMoment + 1;
    const today = createSeoulDayClock(() => time);
    expect(today()).toBe('2026-11-27');
    time = lastMoment;
    expect(today()).toBe('2026-11-26');
  });
});

describe('dailyKeys', () => {
  it('builds a key once per id and day, and again when the day turns', () => {
    let time = Date.UTC(2026, 10, 26, 3, 0);
    const built: string[] = [];
    const keyOf = dailyKeys(
      createSeoulDayClock(() => time),
      (today, id) => {
        const key = `now:${today}:${id ?? '*'}`;
        built.push(key);
        return key;
      },
    );
    expect(keyOf(2)).toEqual({ today: '2026-11-26', key: 'now:2026-11-26:2' });
    expect(keyOf(2).key).toBe(built[0]);
    expect(keyOf(undefined).key).toBe('now:2026-11-26:*');
    expect(built).toHaveLength(2);
    time = lastMoment + 1;
    expect(keyOf(2)).toEqual({ today: '2026-11-27', key: 'now:2026-11-27:2' });
    expect(built).toHaveLength(3);
  });

  it('keeps at most maxKeys, so made-up ids cannot grow it without bound', () => {
    const built: number[] = [];
    const keyOf = dailyKeys(
      createSeoulDayClock(() => Date.UTC(2026, 10, 26, 3, 0)),
      (today, id) => {
        built.push(id ?? 0);
        return `${today}:${id}`;
      },
      3,
    );
    for (const id of [1, 2, 3, 4, 1]) keyOf(id);
    // 4 cleared the kept three, so 1 was built again.
    expect(built).toEqual([1, 2, 3, 4, 1]);
    expect(keyOf(4).key).toBe('2026-11-26:4');
    expect(built).toHaveLength(5);
  });
});
