/**
 * Members as the console sees them (decision 033): search, one member's history, and the
 * participation restriction. Masking happens in the service, after these reads.
 */
import { participationLabel, phonePrefix, toSeoulIso } from '@venue/contract';
import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  auditLog,
  checkIns,
  inquiries,
  programInstances,
  programs,
  reserveEntries,
  users,
  zones,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { checkInPlaceName, plainText } from './plain-text';

type Db = Database | Transaction;

const summaryColumns = {
  userIdx: users.userIdx,
  name: users.name,
  phoneNumber: users.phoneNumber,
  birthYmd: users.birthYmd,
  status: users.status,
  participationPossibleYn: users.participationPossibleYn,
  regDate: users.regDate,
};

export type MemberSummaryRow = {
  userIdx: number;
  name: string;
  phoneNumber: string;
  birthYmd: string;
  status: string;
  participationPossibleYn: boolean;
  regDate: Date;
};

/**
 * What a search box query is: digits (spaces and hyphens aside) are a phone number from 10
 * digits on, else a member number (4 digits: also a phone's last four); anything else a name.
 */
export type MemberQuery =
  | { searchBy: 'NAME'; text: string }
  | { searchBy: 'PHONE'; digits: string }
  | { searchBy: 'NUMBER'; digits: string };

export function parseMemberQuery(query: string): MemberQuery {
  const compact = query.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(compact)) return { searchBy: 'NAME', text: query };
  return compact.length >= 10
    ? { searchBy: 'PHONE', digits: compact }
    : { searchBy: 'NUMBER', digits: compact };
}

/**
 * The members a query finds. A masked role searches on what it sees: a phone by
 * its prefix and last four digits (010-****-5678), never its hidden middle, so a wrong middle
 * finds what the right one finds. Names match anywhere (contains, case-insensitive).
 */
function searchCondition(query: MemberQuery, masked: boolean): SQL | undefined {
  // Walk-ins booked at the desk are users rows but not members (decision 069).
  return and(ne(users.status, 'WALK_IN'), memberCondition(query, masked));
}

function memberCondition(query: MemberQuery, masked: boolean): SQL | undefined {
  if (query.searchBy === 'NAME') {
    const escaped = query.text.replace(/[\\%_]/g, (c) => `\\${c}`);
    return ilike(users.name, `%${escaped}%`);
  }
  const { digits } = query;
  if (query.searchBy === 'NUMBER') {
    const byNumber = eq(users.userIdx, Number(digits));
    return digits.length === 4
      ? or(sql`right(${users.phoneNumber}, 4) = ${digits}`, byNumber)
      : byNumber;
  }
  if (!masked) return eq(users.phoneNumber, digits);
  const prefix = phonePrefix(digits);
  return and(
    sql`left(${users.phoneNumber}, ${prefix.length}) = ${prefix}`,
    sql`right(${users.phoneNumber}, 4) = ${digits.slice(-4)}`,
  );
}

export async function searchMembers(
  db: Db,
  query: MemberQuery,
  masked: boolean,
  page: number,
  pageSize: number,
) {
  const condition = searchCondition(query, masked);
  const [list, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(condition)
      .orderBy(desc(users.userIdx))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(users).where(condition),
  ]);
  return { list: list as MemberSummaryRow[], totalCount: total[0]?.value ?? 0 };
}

export async function findMember(db: Db, userIdx: number, lock = false) {
  const query = db
    .select({
      ...summaryColumns,
      visitCount: users.visitCount,
      checkInCount: users.checkInCount,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.userIdx, userIdx))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The latest `member.restriction` row of the member: why and by whom the flag last changed. */
export async function findLatestRestriction(db: Db, userIdx: number) {
  const [row] = await db
    .select({ at: auditLog.at, operatorLoginId: auditLog.operatorLoginId, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'member.restriction'),
        eq(auditLog.targetType, 'member'),
        eq(auditLog.targetId, String(userIdx)),
      ),
    )
    .orderBy(desc(auditLog.auditIdx))
    .limit(1);
  return row;
}

const HISTORY_LIMIT = 50;

export async function listMemberHistory(db: Db, userIdx: number) {
  const [entries, visits, asked] = await Promise.all([
    db
      .select({
        reserveEntryIdx: reserveEntries.reserveEntryIdx,
        reserveEntryId: reserveEntries.reserveEntryId,
        programIdx: reserveEntries.programIdx,
        programName: programs.programName,
        programType: reserveEntries.programType,
        status: reserveEntries.status,
        execDate: programInstances.execDate,
        startTime: programInstances.startTime,
        participantCnt: reserveEntries.participantCnt,
        regDate: reserveEntries.regDate,
      })
      .from(reserveEntries)
      .innerJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
      .leftJoin(
        programInstances,
        eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
      )
      .where(eq(reserveEntries.userIdx, userIdx))
      .orderBy(desc(reserveEntries.reserveEntryIdx))
      .limit(HISTORY_LIMIT),
    db
      .select({
        checkInIdx: checkIns.checkInIdx,
        visitDate: checkIns.visitDate,
        placeType: checkIns.placeType,
        zoneName: zones.zoneName,
        programName: programs.programName,
        checkedInAt: checkIns.checkedInAt,
      })
      .from(checkIns)
      .leftJoin(zones, eq(zones.zoneIdx, checkIns.zoneIdx))
      .leftJoin(programs, eq(programs.programIdx, checkIns.programIdx))
      .where(eq(checkIns.userIdx, userIdx))
      .orderBy(desc(checkIns.checkInIdx))
      .limit(HISTORY_LIMIT),
    db
      .select({
        inquiryIdx: inquiries.inquiryIdx,
        title: inquiries.title,
        status: inquiries.status,
        regDate: inquiries.regDate,
      })
      .from(inquiries)
      .where(eq(inquiries.userIdx, userIdx))
      .orderBy(desc(inquiries.inquiryIdx))
      .limit(HISTORY_LIMIT),
  ]);
  return {
    entries: entries.map((entry) => ({
      ...entry,
      programName: plainText(entry.programName),
      statusLabel: participationLabel(entry.programType, entry.status),
      startTime: entry.startTime === null ? null : entry.startTime.slice(0, 5),
      regDate: toSeoulIso(entry.regDate),
    })),
    checkIns: visits.map((visit) => ({
      checkInIdx: visit.checkInIdx,
      visitDate: visit.visitDate,
      placeType: visit.placeType,
      placeName: checkInPlaceName(visit) ?? '-',
      checkedInAt: toSeoulIso(visit.checkedInAt),
    })),
    inquiries: asked.map((inquiry) => ({ ...inquiry, regDate: toSeoulIso(inquiry.regDate) })),
  };
}

export async function setParticipation(tx: Transaction, userIdx: number, possible: boolean) {
  await tx
    .update(users)
    .set({ participationPossibleYn: possible, modDate: new Date() })
    .where(eq(users.userIdx, userIdx));
}
