/**
 * The browsable member list: filters on joining day, restriction now, no-shows and
 * the last visit, newest first by joining or by last visit. No text is matched here, so the list
 * cannot confirm a hidden phone digit. Masking happens in the service.
 */
import type { MemberListSort } from '@venue/contract';
import { addDays, seoulMidnight } from '@venue/contract/domain';
import { and, count, desc, gte, lt, type SQL, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import type { MemberSummaryRow } from './members.repository';

type Db = Database | Transaction;

export interface MemberListFilter {
  joinedFrom?: string | undefined;
  joinedTo?: string | undefined;
  restrictedYn?: 'Y' | 'N' | undefined;
  noShowYn?: 'Y' | 'N' | undefined;
  lastVisitFrom?: string | undefined;
  lastVisitTo?: string | undefined;
  sort: MemberListSort;
}

export type MemberListRow = MemberSummaryRow & {
  restricted: boolean;
  noShowCount: number;
  lastVisitAt: Date | null;
};

const lastVisit = sql<Date | null>`(SELECT max(c.checked_in_at) FROM check_ins c WHERE c.user_idx = ${users.userIdx})`;
const noShows = sql<number>`(SELECT count(*) FROM reserve_entries e WHERE e.user_idx = ${users.userIdx} AND e.status = 'NOSHOW')`;
/** restricted now: an ADMIN's restriction, or a no-show restriction still in force */
const restrictedAt = (now: Date) =>
  sql<boolean>`(NOT ${users.participationPossibleYn} OR coalesce(${users.bookingRestrictedUntil} > ${now.toISOString()}::timestamptz, false))`;

function conditions(filter: MemberListFilter, now: Date): SQL | undefined {
  // Walk-ins booked at the desk are users rows but not members (decision 069).
  const where: SQL[] = [sql`${users.status} <> 'WALK_IN'`];
  if (filter.joinedFrom) where.push(gte(users.regDate, seoulMidnight(filter.joinedFrom)));
  if (filter.joinedTo) where.push(lt(users.regDate, seoulMidnight(addDays(filter.joinedTo, 1))));
  if (filter.restrictedYn === 'Y') where.push(restrictedAt(now));
  if (filter.restrictedYn === 'N') where.push(sql`NOT ${restrictedAt(now)}`);
  if (filter.noShowYn === 'Y') where.push(sql`${noShows} > 0`);
  if (filter.noShowYn === 'N') where.push(sql`${noShows} = 0`);
  if (filter.lastVisitFrom) {
    where.push(
      sql`${lastVisit} >= ${seoulMidnight(filter.lastVisitFrom).toISOString()}::timestamptz`,
    );
  }
  if (filter.lastVisitTo) {
    const end = seoulMidnight(addDays(filter.lastVisitTo, 1)).toISOString();
    where.push(sql`${lastVisit} < ${end}::timestamptz`);
  }
  return where.length > 0 ? and(...where) : undefined;
}

export async function browseMembers(
  db: Db,
  filter: MemberListFilter,
  now: Date,
  page: number,
  pageSize: number,
): Promise<{ list: MemberListRow[]; totalCount: number }> {
  const where = conditions(filter, now);
  const order =
    filter.sort === 'LAST_VISIT'
      ? [sql`${lastVisit} DESC NULLS LAST`, desc(users.userIdx)]
      : [desc(users.regDate), desc(users.userIdx)];
  const [rows, total] = await Promise.all([
    db
      .select({
        userIdx: users.userIdx,
        name: users.name,
        phoneNumber: users.phoneNumber,
        birthYmd: users.birthYmd,
        status: users.status,
        participationPossibleYn: users.participationPossibleYn,
        regDate: users.regDate,
        restricted: restrictedAt(now),
        noShowCount: noShows,
        lastVisitAt: lastVisit,
      })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      ...row,
      restricted: Boolean(row.restricted),
      noShowCount: Number(row.noShowCount),
      lastVisitAt: row.lastVisitAt === null ? null : new Date(row.lastVisitAt),
    })),
    totalCount: total[0]?.value ?? 0,
  };
}
