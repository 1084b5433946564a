/**
 * Members as the console sees them (decision 033): search, one member's history, and the
 * participation restriction. Masking happens in the service, after these reads.
 */
import { participationLabel, toSeoulIso } from '@venue/contract';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  auditLog,
  checkIns,
  inquiries,
  programInstances,
  programs,
  reserveEntries,
  users,
  zones,
} from '../../db/schema';
import type { Database, Transaction } from '../../db/types';
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
 * Digits search the phone (4 digits: its last four; 10–11: the whole number) and, up to 9
 * digits, the member number; anything else the name (contains, case-insensitive).
 */
function searchCondition(query: string): SQL | undefined {
  const compact = query.replace(/[\s-]/g, '');
  if (/^\d+$/.test(compact)) {
    const conditions: SQL[] = [];
    if (compact.length === 4) conditions.push(sql`right(${users.phoneNumber}, 4) = ${compact}`);
    if (compact.length >= 10) conditions.push(eq(users.phoneNumber, compact));
    if (compact.length <= 9) conditions.push(eq(users.userIdx, Number(compact)));
    return or(...conditions);
  }
  const escaped = query.replace(/[\\%_]/g, (c) => `\\${c}`);
  return ilike(users.name, `%${escaped}%`);
}

export async function searchMembers(db: Db, query: string, page: number, pageSize: number) {
  const condition = searchCondition(query);
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
