/**
 * 통계: per Seoul day of a range, read straight from the tables in four aggregate
 * queries (entries made and cancelled, sessions, check-ins, waiting-list refills). How a cancel's
 * cause is told apart, from what each path writes:
 * - 못 가요: `visit_answer = 'NOT_COMING'` (visit-answers records it in the cancel's transaction);
 * - an operator's cancel (roster, 당첨 취소): `cancel_reason` is set (ops-entries requires one);
 * - a 회차 cancelled whole: no reason, and the entry's `cancelled_at` is the instance's own
 *   (cms-instances writes both with the same instant);
 * - the member in the app: everything else (no reason, no answer).
 * A no-show keeps its seats (decision 065), so there is no no-show release to count.
 */
import {
  addDays,
  type StaffStats,
  type StatsCancels,
  type StatsDay,
  type StatsFigures,
  seoulMidnight,
  toSeoulIso,
} from '@venue/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/types';
import { plainProgramName } from '../../content/surveys/surveys.service';

type Db = Database | Transaction;
type Row = Record<string, unknown>;

export interface StatsFilter {
  from: string;
  to: string;
  programIdx?: number | undefined;
  floorIdx?: number | undefined;
}

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const int = (value: unknown) => Number(value ?? 0);

/** Entries that hold seats of their session: reserved, won, checked in or not shown. */
const HOLDING = sql`('CONFIRM', 'APPLY', 'WIN', 'DONE', 'NOSHOW')`;

/**
 * The program filter and the floor filter on rows joined to `p` (the program) and `z` (the
 * zone that places it, or the check-in's zone).
 */
function programWhere(filter: StatsFilter, programColumn: SQL): SQL {
  const parts: SQL[] = [];
  if (filter.programIdx !== undefined) parts.push(sql`${programColumn} = ${filter.programIdx}`);
  if (filter.floorIdx !== undefined) parts.push(sql`z.floor_idx = ${filter.floorIdx}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

const emptyCancels = (): StatsCancels => ({
  member: 0,
  notComing: 0,
  staff: 0,
  session: 0,
  total: 0,
});

const emptyFigures = (): StatsFigures & { limitedSeats: number } => ({
  bookings: 0,
  drawEntries: 0,
  capacity: null,
  bookedSeats: 0,
  fillRate: null,
  checkIns: 0,
  noShows: 0,
  cancels: emptyCancels(),
  refills: 0,
  refilledSeats: 0,
  // seats booked in the sessions that have a capacity: the fill rate's numerator
  limitedSeats: 0,
});

const rate = (seats: number, capacity: number | null) =>
  capacity === null || capacity === 0 ? null : Math.round((seats / capacity) * 1000) / 1000;

/** Every figure of the range, per day and in total, with the hours of the door. */
export async function readStats(
  db: Db,
  filter: StatsFilter,
  now: Date,
): Promise<Omit<StaffStats, 'choices'>> {
  const start = seoulMidnight(filter.from).toISOString();
  const end = seoulMidnight(addDays(filter.to, 1)).toISOString();
  const where = programWhere(filter, sql`e.program_idx`);

  const [entryRows, sessionRows, checkInRows, refillRows] = await Promise.all([
    // Entries made (by the day they were made) and cancelled (by the day they were cancelled).
    rows(
      db,
      sql`select 'made' as kind, to_char(e.reg_date at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day,
          count(*) filter (where e.program_type = 'RESERVATION')::int as a,
          count(*) filter (where e.program_type = 'APPLICATION')::int as b,
          0 as c, 0 as d
        from reserve_entries e
        join programs p on p.program_idx = e.program_idx
        left join zones z on z.zone_idx = p.zone_idx
        where e.reg_date >= ${start}::timestamptz and e.reg_date < ${end}::timestamptz and ${where}
        group by 2
      union all
      select 'cancelled', to_char(e.cancelled_at at time zone 'Asia/Seoul', 'YYYY-MM-DD'),
          count(*) filter (where e.visit_answer = 'NOT_COMING')::int,
          count(*) filter (where e.visit_answer is distinct from 'NOT_COMING'
            and e.cancel_reason is not null)::int,
          count(*) filter (where e.visit_answer is distinct from 'NOT_COMING'
            and e.cancel_reason is null and pi.cancelled_at = e.cancelled_at)::int,
          count(*) filter (where e.visit_answer is distinct from 'NOT_COMING'
            and e.cancel_reason is null
            and (pi.cancelled_at is null or pi.cancelled_at <> e.cancelled_at))::int
        from reserve_entries e
        join programs p on p.program_idx = e.program_idx
        left join zones z on z.zone_idx = p.zone_idx
        left join program_instances pi on pi.program_instance_idx = e.program_instance_idx
        where e.status in ('CANCEL', 'ATTENDCANCEL')
          and e.cancelled_at >= ${start}::timestamptz and e.cancelled_at < ${end}::timestamptz
          and ${where}
        group by 2`,
    ),
    // The day's sessions that stand: their seats, the people holding them, the no-shows.
    rows(
      db,
      sql`select s.day,
          sum(s.capacity) filter (where s.capacity is not null)::int as capacity,
          coalesce(sum(s.booked), 0)::int as booked,
          coalesce(sum(s.booked) filter (where s.capacity is not null), 0)::int as limited,
          coalesce(sum(s.no_shows), 0)::int as no_shows
        from (
          select pi.exec_date::text as day, pi.capacity,
            coalesce(sum(e.participant_cnt) filter (where e.status in ${HOLDING}), 0) as booked,
            count(e.reserve_entry_idx) filter (where e.status = 'NOSHOW') as no_shows
          from program_instances pi
          join programs p on p.program_idx = pi.program_idx
          left join zones z on z.zone_idx = p.zone_idx
          left join reserve_entries e on e.program_instance_idx = pi.program_instance_idx
          where pi.exec_date >= ${filter.from}::date and pi.exec_date <= ${filter.to}::date
            and pi.cancelled_at is null and ${programWhere(filter, sql`pi.program_idx`)}
          group by pi.program_instance_idx
        ) as s
        group by s.day`,
    ),
    // Each member once a day, at their first check-in (at the program or on the floor, when
    // filtered): per day, and per Seoul hour over the range.
    rows(
      db,
      sql`with firsts as (
          select c.visit_date, c.user_idx, min(c.checked_in_at) as first_at
          from check_ins c
          left join programs p on p.program_idx = c.program_idx
          left join zones z on z.zone_idx = coalesce(c.zone_idx, p.zone_idx)
          where c.visit_date >= ${filter.from}::date and c.visit_date <= ${filter.to}::date
            and ${programWhere(filter, sql`c.program_idx`)}
          group by c.visit_date, c.user_idx
        )
        select visit_date::text as day,
          extract(hour from first_at at time zone 'Asia/Seoul')::int as hour,
          count(*)::int as n
        from firsts
        group by grouping sets ((visit_date), (extract(hour from first_at at time zone 'Asia/Seoul')))`,
    ),
    rows(
      db,
      sql`select to_char(w.ended_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day,
          count(*)::int as n, coalesce(sum(w.person_count), 0)::int as seats
        from waitlist_entries w
        join programs p on p.program_idx = w.program_idx
        left join zones z on z.zone_idx = p.zone_idx
        where w.state = 'ACCEPTED'
          and w.ended_at >= ${start}::timestamptz and w.ended_at < ${end}::timestamptz
          and ${programWhere(filter, sql`w.program_idx`)}
        group by 1`,
    ),
  ]);

  const byDay = new Map<string, ReturnType<typeof emptyFigures>>();
  for (let day = filter.from; day <= filter.to; day = addDays(day, 1)) {
    byDay.set(day, emptyFigures());
  }
  const dayOf = (day: unknown) => byDay.get(String(day));

  for (const row of entryRows) {
    const figures = dayOf(row.day);
    if (!figures) continue;
    if (row.kind === 'made') {
      figures.bookings += int(row.a);
      figures.drawEntries += int(row.b);
    } else {
      const c = figures.cancels;
      c.notComing += int(row.a);
      c.staff += int(row.b);
      c.session += int(row.c);
      c.member += int(row.d);
      c.total = c.member + c.notComing + c.staff + c.session;
    }
  }
  for (const row of sessionRows) {
    const figures = dayOf(row.day);
    if (!figures) continue;
    figures.capacity = row.capacity === null ? null : int(row.capacity);
    figures.bookedSeats = int(row.booked);
    figures.limitedSeats = int(row.limited);
    figures.noShows = int(row.no_shows);
  }
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, visitors: 0 }));
  for (const row of checkInRows) {
    if (row.day !== null) {
      const figures = dayOf(row.day);
      if (figures) figures.checkIns = int(row.n);
    } else if (row.hour !== null) {
      const slot = hours[int(row.hour)];
      if (slot) slot.visitors = int(row.n);
    }
  }
  for (const row of refillRows) {
    const figures = dayOf(row.day);
    if (!figures) continue;
    figures.refills = int(row.n);
    figures.refilledSeats = int(row.seats);
  }

  const totals = emptyFigures();
  const days: StatsDay[] = [];
  for (const [date, { limitedSeats, ...figures }] of byDay) {
    figures.fillRate = rate(limitedSeats, figures.capacity);
    days.push({ date, ...figures });
    totals.bookings += figures.bookings;
    totals.drawEntries += figures.drawEntries;
    if (figures.capacity !== null) totals.capacity = (totals.capacity ?? 0) + figures.capacity;
    totals.bookedSeats += figures.bookedSeats;
    totals.limitedSeats += limitedSeats;
    totals.checkIns += figures.checkIns;
    totals.noShows += figures.noShows;
    for (const key of Object.keys(totals.cancels) as (keyof StatsCancels)[]) {
      totals.cancels[key] += figures.cancels[key];
    }
    totals.refills += figures.refills;
    totals.refilledSeats += figures.refilledSeats;
  }
  const { limitedSeats, ...total } = totals;
  total.fillRate = rate(limitedSeats, total.capacity);

  return {
    from: filter.from,
    to: filter.to,
    programIdx: filter.programIdx ?? null,
    floorIdx: filter.floorIdx ?? null,
    generatedAt: toSeoulIso(now),
    days,
    totals: total,
    hours,
  };
}

/** What the filters offer: every program (latest sessions first) and every floor, by name. */
export async function readStatsChoices(db: Db): Promise<StaffStats['choices']> {
  const [programRows, floorRows] = await Promise.all([
    rows(
      db,
      sql`select p.program_idx, p.program_name, p.program_type
        from programs p
        left join program_instances pi on pi.program_idx = p.program_idx
        group by p.program_idx
        order by max(pi.exec_date) desc nulls last, p.program_name, p.program_idx`,
    ),
    rows(
      db,
      sql`select floor_idx, floor_name, floor_label from floors order by sort_index, floor_idx`,
    ),
  ]);
  return {
    programs: programRows.map((row) => ({
      programIdx: int(row.program_idx),
      programName: plainProgramName(String(row.program_name)) ?? '',
      programType: String(row.program_type),
    })),
    floors: floorRows.map((row) => ({
      floorIdx: int(row.floor_idx),
      floorName: String(row.floor_name),
      floorLabel: String(row.floor_label),
    })),
  };
}
