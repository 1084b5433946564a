/** The entries a visit reminder is due for (reminders.ts). */
import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/types';

/**
 * Booked reservations of instances with a start, whose member keeps reminders on. A won draw gets
 * no reminder: its 못 가요 could not cancel it (a member cancels only reservations in the app), and
 * its 당첨 message already says when to come.
 */
const BOOKED_FROM = sql`
      from reserve_entries re
      join program_instances pi on pi.program_instance_idx = re.program_instance_idx
      join users u on u.user_idx = re.user_idx
     where re.program_type = 'RESERVATION' and re.status in ('CONFIRM', 'APPLY')
       and pi.start_time is not null
       and u.status = 'ACTIVE' and u.visit_reminder_yn`;

/** The instance's start, as an instant. */
const STARTS = sql`((pi.exec_date + pi.start_time) at time zone 'Asia/Seoul')`;

const notSent = (kind: string) => sql`not exists (
  select 1 from messages m
   where m.kind = ${kind} and m.cause_key = 'entry:' || re.reserve_entry_idx)`;

/** The booked reservations that also meet `conditions`, at most `limit`, oldest first. */
async function bookedEntries(tx: Transaction, conditions: SQL, limit: number): Promise<number[]> {
  const result = await tx.execute(sql`
    select re.reserve_entry_idx ${BOOKED_FROM}
       and ${conditions}
     order by re.reserve_entry_idx
     limit ${limit}`);
  return (result as unknown as { rows: { reserve_entry_idx: number }[] }).rows.map((row) =>
    Number(row.reserve_entry_idx),
  );
}

/**
 * The day before: entries of instances on `visitDay` booked before `bookedBefore` (the day's
 * reminder time; later bookings just had their confirmation).
 */
export function dueDayBefore(
  tx: Transaction,
  input: { visitDay: string; bookedBefore: Date; limit: number },
): Promise<number[]> {
  return bookedEntries(
    tx,
    sql`pi.exec_date = ${input.visitDay}::date
       and re.reg_date < ${input.bookedBefore.toISOString()}::timestamptz
       and ${notSent('VISIT_REMINDER_DAY_BEFORE')}`,
    input.limit,
  );
}

/**
 * Three hours before: entries of instances starting in (now, now + 3 h], booked at least an hour
 * ago, not yet answered.
 */
export function dueSoon(
  tx: Transaction,
  input: { now: Date; aheadMinutes: number; bookedBefore: Date; limit: number },
): Promise<number[]> {
  const now = input.now.toISOString();
  return bookedEntries(
    tx,
    sql`pi.exec_date between (${now}::timestamptz at time zone 'Asia/Seoul')::date
                            and (${now}::timestamptz at time zone 'Asia/Seoul')::date + 1
       and ${STARTS} > ${now}::timestamptz
       and ${STARTS} <= ${now}::timestamptz + make_interval(mins => ${input.aheadMinutes})
       and re.visit_answer is null
       and re.reg_date < ${input.bookedBefore.toISOString()}::timestamptz
       and ${notSent('VISIT_REMINDER_SOON')}`,
    input.limit,
  );
}

/** One booked reservation whose visit is still ahead of `now` (the sandbox's run-now). */
export async function bookedAhead(
  tx: Transaction,
  reserveEntryIdx: number,
  now: Date,
): Promise<boolean> {
  const found = await bookedEntries(
    tx,
    sql`re.reserve_entry_idx = ${reserveEntryIdx}
       and ${STARTS} > ${now.toISOString()}::timestamptz`,
    1,
  );
  return found.length > 0;
}
