/** The entries a visit reminder is due for (reminders.ts). */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/types';

/**
 * Booked reservations. A won draw gets no reminder: its 못 가요 could not cancel it (a member
 * cancels only reservations in the app), and its 당첨 message already says when to come.
 */
const BOOKED = sql`re.program_type = 'RESERVATION' and re.status in ('CONFIRM', 'APPLY')`;

const notSent = (kind: string) => sql`not exists (
  select 1 from messages m
   where m.kind = ${kind} and m.cause_key = 'entry:' || re.reserve_entry_idx)`;

export interface DueReminder {
  reserveEntryIdx: number;
  /** the instance's start */
  startsAt: Date;
}

const toDue = (result: unknown): DueReminder[] =>
  (result as { rows: { reserve_entry_idx: number; starts_at: number }[] }).rows.map((row) => ({
    reserveEntryIdx: Number(row.reserve_entry_idx),
    startsAt: new Date(Number(row.starts_at) * 1000),
  }));

/**
 * The day before: entries of instances on `visitDay` booked before `bookedBefore` (the day's
 * reminder time; later bookings just had their confirmation), whose member keeps reminders on.
 */
export async function dueDayBefore(
  tx: Transaction,
  input: { visitDay: string; bookedBefore: Date; limit: number },
): Promise<DueReminder[]> {
  const result = await tx.execute(sql`
    select re.reserve_entry_idx,
           extract(epoch from (pi.exec_date + pi.start_time) at time zone 'Asia/Seoul')::float8
             as starts_at
      from reserve_entries re
      join program_instances pi on pi.program_instance_idx = re.program_instance_idx
      join users u on u.user_idx = re.user_idx
     where pi.exec_date = ${input.visitDay}::date
       and pi.start_time is not null
       and ${BOOKED}
       and u.status = 'ACTIVE' and u.visit_reminder_yn
       and re.reg_date < ${input.bookedBefore.toISOString()}::timestamptz
       and ${notSent('VISIT_REMINDER_DAY_BEFORE')}
     order by re.reserve_entry_idx
     limit ${input.limit}`);
  return toDue(result);
}

/**
 * Three hours before: entries of instances starting in (now, now + 3 h], booked at least an hour
 * ago, not yet answered, whose member keeps reminders on.
 */
export async function dueSoon(
  tx: Transaction,
  input: { now: Date; aheadMinutes: number; bookedBefore: Date; limit: number },
): Promise<DueReminder[]> {
  const now = input.now.toISOString();
  const result = await tx.execute(sql`
    select re.reserve_entry_idx,
           extract(epoch from (pi.exec_date + pi.start_time) at time zone 'Asia/Seoul')::float8
             as starts_at
      from reserve_entries re
      join program_instances pi on pi.program_instance_idx = re.program_instance_idx
      join users u on u.user_idx = re.user_idx
     where pi.exec_date between (${now}::timestamptz at time zone 'Asia/Seoul')::date
                            and (${now}::timestamptz at time zone 'Asia/Seoul')::date + 1
       and pi.start_time is not null
       and (pi.exec_date + pi.start_time) at time zone 'Asia/Seoul' > ${now}::timestamptz
       and (pi.exec_date + pi.start_time) at time zone 'Asia/Seoul'
             <= ${now}::timestamptz + make_interval(mins => ${input.aheadMinutes})
       and ${BOOKED}
       and re.visit_answer is null
       and u.status = 'ACTIVE' and u.visit_reminder_yn
       and re.reg_date < ${input.bookedBefore.toISOString()}::timestamptz
       and ${notSent('VISIT_REMINDER_SOON')}
     order by re.reserve_entry_idx
     limit ${input.limit}`);
  return toDue(result);
}

/** One booked reservation's start (the sandbox's run-now), whatever the clock says. */
export async function bookedStart(
  tx: Transaction,
  reserveEntryIdx: number,
): Promise<DueReminder | undefined> {
  const result = await tx.execute(sql`
    select re.reserve_entry_idx,
           extract(epoch from (pi.exec_date + pi.start_time) at time zone 'Asia/Seoul')::float8
             as starts_at
      from reserve_entries re
      join program_instances pi on pi.program_instance_idx = re.program_instance_idx
     where re.reserve_entry_idx = ${reserveEntryIdx}
       and pi.start_time is not null
       and ${BOOKED}`);
  return toDue(result)[0];
}
