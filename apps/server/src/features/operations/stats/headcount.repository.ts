/**
 * 관내 인원: who is in the building now, per floor, counted from today's check-ins
 * alone (no place records exits). Each member is on the floor of their latest check-in of the
 * Seoul day — a zone's floor, or the floor of the program's zone — and counts as in the building
 * while that check-in is at most PRESENCE_WINDOW_MINUTES old, the rule of the dashboard
 * (decision 033). Members whose latest check-in was at the entrance are a row of their own.
 * Read through `check_ins_day_time_idx`.
 */
import {
  headcountLevelOf,
  PRESENCE_WINDOW_MINUTES,
  type StaffHeadcount,
  seoulToday,
  toSeoulIso,
} from '@venue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';

const int = (value: unknown) => Number(value ?? 0);

export const HEADCOUNT_BASIS = `입장 기준: 오늘 마지막으로 입장한 곳이 그 층이고, 그 입장이 ${PRESENCE_WINDOW_MINUTES}분 안인 사람 수예요. 퇴장은 기록되지 않아요.`;

export const ENTRANCE_ROW = { floorName: '입구', floorLabel: '입구 (층 미확인)' } as const;

export async function readHeadcount(db: Database, now: Date): Promise<StaffHeadcount> {
  const today = seoulToday(now);
  const presentSince = new Date(now.getTime() - PRESENCE_WINDOW_MINUTES * 60_000).toISOString();
  const [presence, floorRows] = await Promise.all([
    db.execute(
      sql`select z.floor_idx,
          count(*) filter (where latest.checked_in_at >= ${presentSince}::timestamptz)::int as present,
          count(*)::int as today
        from (select distinct on (c.user_idx) c.zone_idx, c.program_idx, c.checked_in_at
              from check_ins c where c.visit_date = ${today}
              order by c.user_idx, c.checked_in_at desc, c.check_in_idx desc) as latest
        left join programs p on p.program_idx = latest.program_idx
        left join zones z on z.zone_idx = coalesce(latest.zone_idx, p.zone_idx)
        group by z.floor_idx`,
    ),
    db.execute(
      sql`select floor_idx, floor_name, floor_label, capacity from floors
        order by sort_index, floor_idx`,
    ),
  ]);
  const counts = new Map(
    (presence as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => [
      row.floor_idx === null ? null : int(row.floor_idx),
      { present: int(row.present), today: int(row.today) },
    ]),
  );
  const floor = (
    floorIdx: number | null,
    names: { floorName: string; floorLabel: string },
    capacity: number | null,
  ) => {
    const count = counts.get(floorIdx) ?? { present: 0, today: 0 };
    return {
      floorIdx,
      ...names,
      inBuilding: count.present,
      checkedInToday: count.today,
      capacity,
      ratio:
        capacity === null || capacity <= 0
          ? null
          : Math.round((count.present / capacity) * 1000) / 1000,
      level: headcountLevelOf(count.present, capacity),
    };
  };
  const floors = [
    floor(null, ENTRANCE_ROW, null),
    ...(floorRows as unknown as { rows: Record<string, unknown>[] }).rows.map((row) =>
      floor(
        int(row.floor_idx),
        { floorName: String(row.floor_name), floorLabel: String(row.floor_label) },
        row.capacity === null ? null : int(row.capacity),
      ),
    ),
  ];
  return {
    date: today,
    generatedAt: toSeoulIso(now),
    presenceWindowMinutes: PRESENCE_WINDOW_MINUTES,
    basis: HEADCOUNT_BASIS,
    inBuilding: floors.reduce((sum, row) => sum + row.inBuilding, 0),
    floors,
  };
}
