/**
 * The console's "오늘" (POST /api/staff/dashboard, decision 033): counts of one Seoul day read
 * straight from check-ins, instances, entries, draws and inquiries. A handful of aggregate
 * queries; the day's check-ins are found through `check_ins_day_idx`.
 */
import {
  addDays,
  PRESENCE_WINDOW_MINUTES,
  type StaffDashboard,
  seoulMidnight,
  seoulToday,
  toSeoulIso,
} from '@venue/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/types';
import { plainText } from './plain-text';

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const hhmm = (time: unknown) => String(time).slice(0, 5);
const int = (value: unknown) => Number(value ?? 0);

/** Entries that hold a seat of their instance: reserved, won, checked in or not shown. */
const HOLDING = sql`('CONFIRM', 'APPLY', 'WIN', 'DONE', 'NOSHOW')`;

export const ENTRANCE_FLOOR_LABEL = '입구 (층 미확인)';

export async function readDashboard(db: Database, now: Date): Promise<StaffDashboard> {
  const today = seoulToday(now);
  const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
  const presentSince = new Date(now.getTime() - PRESENCE_WINDOW_MINUTES * 60_000).toISOString();
  const dayStart = seoulMidnight(today).toISOString();
  const dayEnd = seoulMidnight(addDays(today, 1)).toISOString();

  const weekStart = addDays(today, -6);
  const [
    arrivals,
    presence,
    floorRows,
    instanceRows,
    drawRows,
    inquiryRows,
    waitlistRows,
    weekRows,
  ] = await Promise.all([
    rows<{ today: number; last_hour: number }>(
      db,
      sql`select count(*)::int as today,
            count(*) filter (where first_at >= ${hourAgo}::timestamptz)::int as last_hour
          from (select user_idx, min(checked_in_at) as first_at from check_ins
                where visit_date = ${today} group by user_idx) as arrivals`,
    ),
    // Each member is where their latest scan of the day was, while it is recent enough.
    rows<{ floor_idx: number | null; n: number }>(
      db,
      sql`select z.floor_idx, count(*)::int as n
          from (select distinct on (c.user_idx) c.zone_idx, c.program_idx, c.checked_in_at
                from check_ins c where c.visit_date = ${today}
                order by c.user_idx, c.checked_in_at desc, c.check_in_idx desc) as latest
          left join programs p on p.program_idx = latest.program_idx
          left join zones z on z.zone_idx = coalesce(latest.zone_idx, p.zone_idx)
          where latest.checked_in_at >= ${presentSince}::timestamptz
          group by z.floor_idx`,
    ),
    rows<{ floor_idx: number; floor_label: string }>(
      db,
      sql`select floor_idx, floor_label from floors order by sort_index, floor_idx`,
    ),
    rows(
      db,
      sql`select pi.program_instance_idx, pi.program_idx, p.program_name, p.program_type,
            pi.start_time, pi.end_time, pi.capacity, pi.reserved_count, pi.held_count,
            count(e.reserve_entry_idx) filter (where e.status in ${HOLDING})::int as booked,
            coalesce(sum(e.participant_cnt) filter (where e.status in ${HOLDING}), 0)::int as booked_people,
            count(e.reserve_entry_idx) filter (where e.status = 'DONE')::int as checked_in,
            count(e.reserve_entry_idx) filter (where e.status = 'NOSHOW')::int as no_show
          from program_instances pi
          join programs p on p.program_idx = pi.program_idx
          left join reserve_entries e on e.program_instance_idx = pi.program_instance_idx
          where pi.exec_date = ${today} and pi.cancelled_at is null
          group by pi.program_instance_idx, p.program_idx
          order by pi.start_time, p.sort_index, pi.program_instance_idx`,
    ),
    rows(
      db,
      sql`select p.program_idx, p.program_name, p.winner_announcement_at, p.winner_count,
            d.winner_count as drawn_winner_count, d.program_idx is not null as drawn,
            (select count(*)::int from reserve_entries e where e.program_idx = p.program_idx
               and e.status not in ('CANCEL', 'ATTENDCANCEL')) as entry_count
          from programs p
          left join program_draws d on d.program_idx = p.program_idx
          where p.program_type = 'APPLICATION'
            and p.winner_announcement_at >= ${dayStart}::timestamptz
            and p.winner_announcement_at < ${dayEnd}::timestamptz
          order by p.winner_announcement_at, p.program_idx`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from inquiries where status = 'WAITING'`),
    // The waiting list (decision 063): seats members cancelled today, seats booked again from a
    // line today, and the offers and places open now.
    rows(
      db,
      sql`select
        (select coalesce(sum(e.participant_cnt), 0) from reserve_entries e
          where e.program_type = 'RESERVATION' and e.status = 'CANCEL'
            and e.program_instance_idx is not null
            and e.cancelled_at >= ${dayStart} and e.cancelled_at < ${dayEnd}) as freed,
        (select coalesce(sum(w.person_count), 0) from waitlist_entries w
          where w.state = 'ACCEPTED' and w.ended_at >= ${dayStart} and w.ended_at < ${dayEnd}) as refilled,
        (select count(*) from waitlist_entries w where w.state = 'OFFERED') as offers_open,
        (select count(*) from waitlist_entries w where w.state = 'WAITING') as waiting`,
    ),
    // The last seven days, counted as the 통계 page counts them (features/operations/stats):
    // entries by the day they were made or cancelled, no-shows by their session's day,
    // members checked in once a day.
    rows<{ day: string; kind: string; a: number; b: number }>(
      db,
      sql`select to_char(e.reg_date at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day, 'made' as kind,
            count(*) filter (where e.program_type = 'RESERVATION')::int as a,
            count(*) filter (where e.program_type = 'APPLICATION')::int as b
          from reserve_entries e
          where e.reg_date >= ${seoulMidnight(weekStart).toISOString()}::timestamptz
            and e.reg_date < ${dayEnd}::timestamptz
          group by 1
        union all
        select to_char(e.cancelled_at at time zone 'Asia/Seoul', 'YYYY-MM-DD'), 'cancelled',
            count(*)::int, 0
          from reserve_entries e
          where e.status in ('CANCEL', 'ATTENDCANCEL')
            and e.cancelled_at >= ${seoulMidnight(weekStart).toISOString()}::timestamptz
            and e.cancelled_at < ${dayEnd}::timestamptz
          group by 1
        union all
        select pi.exec_date::text, 'noshow', count(*)::int, 0
          from reserve_entries e
          join program_instances pi on pi.program_instance_idx = e.program_instance_idx
          where e.status = 'NOSHOW' and pi.cancelled_at is null
            and pi.exec_date >= ${weekStart}::date and pi.exec_date <= ${today}::date
          group by 1
        union all
        select visit_date::text, 'checkin', count(distinct user_idx)::int, 0
          from check_ins
          where visit_date >= ${weekStart}::date and visit_date <= ${today}::date
          group by 1`,
    ),
  ]);

  const present = new Map(presence.map((row) => [row.floor_idx, int(row.n)]));
  const floors = [
    { floorIdx: null, floorLabel: ENTRANCE_FLOOR_LABEL, inBuilding: present.get(null) ?? 0 },
    ...floorRows.map((floor) => ({
      floorIdx: floor.floor_idx,
      floorLabel: floor.floor_label,
      inBuilding: present.get(floor.floor_idx) ?? 0,
    })),
  ];

  const lastSevenDays = Array.from({ length: 7 }, (_, i) => ({
    date: addDays(weekStart, i),
    bookings: 0,
    drawEntries: 0,
    checkIns: 0,
    noShows: 0,
    cancels: 0,
  }));
  for (const row of weekRows) {
    const day = lastSevenDays.find((d) => d.date === row.day);
    if (!day) continue;
    if (row.kind === 'made') {
      day.bookings = int(row.a);
      day.drawEntries = int(row.b);
    } else if (row.kind === 'cancelled') day.cancels = int(row.a);
    else if (row.kind === 'noshow') day.noShows = int(row.a);
    else day.checkIns = int(row.a);
  }

  return {
    date: today,
    generatedAt: toSeoulIso(now),
    checkedInToday: int(arrivals[0]?.today),
    checkedInLastHour: int(arrivals[0]?.last_hour),
    presenceWindowMinutes: PRESENCE_WINDOW_MINUTES,
    inBuilding: presence.reduce((sum, row) => sum + int(row.n), 0),
    floors,
    instances: instanceRows.map((row) => {
      const capacity = row.capacity === null ? null : int(row.capacity);
      // Seats held for waiting-list offers are taken too (decision 063).
      const taken = Math.max(int(row.reserved_count) + int(row.held_count), int(row.booked_people));
      return {
        programInstanceIdx: int(row.program_instance_idx),
        programIdx: int(row.program_idx),
        programName: plainText(String(row.program_name)),
        programType: String(row.program_type),
        startTime: hhmm(row.start_time),
        endTime: hhmm(row.end_time),
        capacity,
        booked: int(row.booked),
        bookedPeople: int(row.booked_people),
        checkedIn: int(row.checked_in),
        noShow: int(row.no_show),
        free: capacity === null ? null : Math.max(0, capacity - taken),
      };
    }),
    draws: drawRows.map((row) => ({
      programIdx: int(row.program_idx),
      programName: plainText(String(row.program_name)),
      winnerAnnouncementAt: toSeoulIso(new Date(row.winner_announcement_at as string | Date)),
      entryCount: int(row.entry_count),
      winnerCount:
        row.drawn_winner_count !== null
          ? int(row.drawn_winner_count)
          : row.winner_count === null
            ? null
            : int(row.winner_count),
      drawnYn: row.drawn ? 'Y' : 'N',
    })),
    openInquiries: int(inquiryRows[0]?.n),
    waitlist: {
      freedSeats: int(waitlistRows[0]?.freed),
      refilledSeats: int(waitlistRows[0]?.refilled),
      offersOpen: int(waitlistRows[0]?.offers_open),
      waiting: int(waitlistRows[0]?.waiting),
    },
    lastSevenDays,
  };
}
