/**
 * The rules of the console's members, VIP keys and exports (decision 033): who sees what
 * unmasked (ADMIN only), and every change and every export as one audited transaction.
 */
import {
  addDays,
  MEMBER_SEARCH_PAGE_SIZE,
  maskName,
  maskPhone,
  type StaffMemberDetail,
  type StaffMemberSearch,
  type StaffVipKey,
  seoulMidnight,
  seoulToday,
  toSeoulIso,
  VIP_KEY_MAX_DAYS,
  VIP_KEY_PAGE_SIZE,
  type Yn,
} from '@venue/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import type { FixedWindowLimiter } from '../../../lib/rate-limit';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { issueVipKey } from '../../accounts/login/login.service';
import {
  liftRestriction,
  restrictionOf,
} from '../../programs/noshow-rules/noshow-rules.repository';
import { auditedWrite } from '../audit/audited-write';
import { type Cell, type ExportTable, renderExport } from './export-file';
import {
  findLatestRestriction,
  findMember,
  listMemberHistory,
  type MemberQuery,
  type MemberSummaryRow,
  parseMemberQuery,
  searchMembers,
  setParticipation,
} from './members.repository';
import { findVipKey, listVipKeys, revokeVipKey, type VipKeyListRow } from './vip-keys.repository';

/** Personal data in full for ADMIN only; every other role reads it masked. */
export const seesPersonalData = (operator: StaffOperator) => operator.role === 'ADMIN';

const toYn = (value: boolean): Yn => (value ? 'Y' : 'N');

/** A member as a role sees it: the search, the member page and the list. */
export function memberSummary(row: MemberSummaryRow, masked: boolean) {
  return {
    userIdx: row.userIdx,
    name: masked ? maskName(row.name) : row.name,
    phoneNumber: masked ? maskPhone(row.phoneNumber) : row.phoneNumber,
    birthYear: row.birthYmd.slice(0, 4),
    status: row.status,
    participationPossibleYn: toYn(row.participationPossibleYn),
    regDate: toSeoulIso(row.regDate),
  };
}

/** Member searches per operator: enough for a busy desk, too few to enumerate. */
export const MEMBER_SEARCH_LIMIT = { limit: 30, windowMs: 5 * 60_000 };

const memberNotFound = () => AppError.notFound('회원을 찾을 수 없어요.');

/** The query as a masked role sees it (김*늘, 010-****-5678): what the audit log keeps. */
function queryAsSeen(query: MemberQuery): string {
  if (query.searchBy === 'NAME') return maskName(query.text);
  return query.searchBy === 'PHONE' ? maskPhone(query.digits) : query.digits;
}

const tooManySearches = '회원 검색이 너무 많아요. 잠시 뒤에 다시 찾아 주세요.';

/**
 * A member search: counted per operator (MEMBER_SEARCH_LIMIT; past it 429
 * RATE_LIMITED with Retry-After), run on what the operator's role sees, and recorded in the
 * audit log as `member.search` with the query masked, for every role.
 */
export async function memberSearch(
  app: FastifyInstance,
  operator: StaffOperator,
  input: { query: string; page: number; limiter: FixedWindowLimiter; reply: FastifyReply },
): Promise<StaffMemberSearch> {
  const retryAfter = await input.limiter.hit(`operator:${operator.operatorIdx}`, Date.now());
  if (retryAfter > 0) {
    input.reply.header('retry-after', String(retryAfter));
    throw new AppError(429, 'RATE_LIMITED', tooManySearches);
  }
  const masked = !seesPersonalData(operator);
  const query = parseMemberQuery(input.query);
  const { page } = input;
  const { list, totalCount } = await auditedWrite(app, operator, {}, async (tx, audit) => {
    const found = await searchMembers(tx, query, masked, page, MEMBER_SEARCH_PAGE_SIZE);
    audit({
      action: 'member.search',
      targetType: 'member',
      targetId: null,
      after: {
        searchBy: query.searchBy,
        query: queryAsSeen(query),
        page,
        resultCount: found.totalCount,
        maskedYn: toYn(masked),
      },
    });
    return found;
  });
  return {
    list: list.map((row) => memberSummary(row, masked)),
    page,
    pageSize: MEMBER_SEARCH_PAGE_SIZE,
    totalCount,
    maskedYn: toYn(masked),
  };
}

export async function memberDetail(
  app: FastifyInstance,
  operator: StaffOperator,
  userIdx: number,
): Promise<StaffMemberDetail> {
  const masked = !seesPersonalData(operator);
  const member = await findMember(app.db, userIdx);
  if (!member) throw memberNotFound();
  const [history, restriction, noShow] = await Promise.all([
    listMemberHistory(app.db, userIdx),
    findLatestRestriction(app.db, userIdx),
    restrictionOf(app.db, userIdx, new Date()),
  ]);
  const after = restriction?.after as { participationPossibleYn?: Yn; reason?: string } | null;
  return {
    maskedYn: toYn(masked),
    member: {
      ...memberSummary(member, masked),
      visitCount: member.visitCount,
      checkInCount: member.checkInCount,
      lastLoginAt: member.lastLoginAt === null ? null : toSeoulIso(member.lastLoginAt),
    },
    restriction:
      restriction && typeof after?.reason === 'string' && after.participationPossibleYn
        ? {
            participationPossibleYn: after.participationPossibleYn,
            reason: after.reason,
            at: toSeoulIso(restriction.at),
            operatorLoginId: restriction.operatorLoginId,
          }
        : null,
    bookingRestriction: noShow && { until: toSeoulIso(noShow.until), reason: noShow.reason },
    ...history,
  };
}

/**
 * Restricts (N) or lifts (Y) a member's participation. The member row is locked, the flag and
 * the audit row (with the reason, never the member's name or phone) commit together. Lifting also
 * ends a no-show restriction in force and starts the member's count again (decision 065). Asking
 * for the state the member is already in is 409 ALREADY_DONE, so the log holds real changes only.
 */
export async function setMemberRestriction(
  app: FastifyInstance,
  operator: StaffOperator,
  body: { userIdx: number; participationPossibleYn: Yn; reason: string },
) {
  const now = new Date();
  return auditedWrite(app, operator, {}, async (tx, audit) => {
    const member = await findMember(tx, body.userIdx, true);
    if (member?.status !== 'ACTIVE') throw memberNotFound();
    const possible = body.participationPossibleYn === 'Y';
    const noShow = await restrictionOf(tx, body.userIdx, now);
    const unchanged = member.participationPossibleYn === possible && !(possible && noShow !== null);
    if (unchanged) {
      throw new AppError(
        409,
        'ALREADY_DONE',
        possible ? '이미 참여할 수 있는 회원이에요.' : '이미 참여가 제한된 회원이에요.',
      );
    }
    if (member.participationPossibleYn !== possible) {
      await setParticipation(tx, body.userIdx, possible);
    }
    if (possible && noShow) await liftRestriction(tx, [body.userIdx], now);
    audit({
      action: 'member.restriction',
      targetType: 'member',
      targetId: body.userIdx,
      before: {
        participationPossibleYn: toYn(member.participationPossibleYn),
        ...(noShow ? { bookingRestrictedUntil: toSeoulIso(noShow.until) } : {}),
      },
      after: {
        participationPossibleYn: body.participationPossibleYn,
        reason: body.reason,
        ...(noShow && possible ? { bookingRestrictedUntil: null } : {}),
      },
    });
    return { userIdx: body.userIdx, participationPossibleYn: body.participationPossibleYn };
  });
}

// ── VIP keys ────────────────────────────────────────────────────────────────

function vipKeyOf(row: VipKeyListRow, now: Date): StaffVipKey {
  const state =
    row.revokedAt !== null
      ? 'REVOKED'
      : row.expiresAt.getTime() <= now.getTime()
        ? 'EXPIRED'
        : row.useCount >= row.maxUses
          ? 'USED_UP'
          : 'ACTIVE';
  return {
    vipKeyIdx: row.vipKeyIdx,
    label: row.label,
    state,
    expiresAt: toSeoulIso(row.expiresAt),
    maxUses: row.maxUses,
    useCount: row.useCount,
    lastUsedAt: row.lastUsedAt === null ? null : toSeoulIso(row.lastUsedAt),
    userIdx: row.userIdx,
    issuedBy: row.issuedBy,
    revokedAt: row.revokedAt === null ? null : toSeoulIso(row.revokedAt),
    regDate: toSeoulIso(row.regDate),
  };
}

export async function vipKeyList(app: FastifyInstance, page: number, now: Date) {
  const { list, totalCount } = await listVipKeys(app.db, page, VIP_KEY_PAGE_SIZE);
  return {
    list: list.map((row) => vipKeyOf(row, now)),
    page,
    pageSize: VIP_KEY_PAGE_SIZE,
    totalCount,
  };
}

/** Valid through the end of `expiresOn` (a Seoul day, today up to a year ahead). */
export async function issueConsoleVipKey(
  app: FastifyInstance,
  operator: StaffOperator,
  body: { label: string; expiresOn: string; maxUses: number },
  now: Date,
) {
  const today = seoulToday(now);
  if (body.expiresOn < today || body.expiresOn > addDays(today, VIP_KEY_MAX_DAYS)) {
    throw AppError.invalidFields([
      {
        path: 'expiresOn',
        message: `만료일은 오늘부터 ${VIP_KEY_MAX_DAYS}일 안에서 골라 주세요.`,
      },
    ]);
  }
  return auditedWrite(app, operator, {}, async (tx, audit) => {
    const issued = await issueVipKey(
      { db: tx, config: app.config },
      {
        label: body.label,
        maxUses: body.maxUses,
        expiresAt: seoulMidnight(addDays(body.expiresOn, 1)),
        issuedBy: operator.operatorIdx,
      },
      now,
    );
    const key = vipKeyOf({ ...issued.row, issuedBy: operator.loginId }, now);
    // The digits never enter the log: only the key's fields.
    audit({ action: 'vip-key.issue', targetType: 'vip-key', targetId: key.vipKeyIdx, after: key });
    return { ...key, accessKey: issued.accessKey };
  });
}

export async function revokeConsoleVipKey(
  app: FastifyInstance,
  operator: StaffOperator,
  vipKeyIdx: number,
  now: Date,
) {
  return auditedWrite(app, operator, {}, async (tx, audit) => {
    const row = await findVipKey(tx, vipKeyIdx, true);
    if (!row) throw AppError.notFound('VIP 입장 키를 찾을 수 없어요.');
    if (row.revokedAt !== null) throw new AppError(409, 'ALREADY_DONE', '이미 사용 중지된 키예요.');
    const before = vipKeyOf(row, now);
    await revokeVipKey(tx, vipKeyIdx, operator.operatorIdx, now);
    const after = vipKeyOf({ ...row, revokedAt: now }, now);
    audit({ action: 'vip-key.revoke', targetType: 'vip-key', targetId: vipKeyIdx, before, after });
    return after;
  });
}

// ── Exports ─────────────────────────────────────────────────────────────────

export interface ExportRequest<F> {
  /** the audit action: export.entries, export.checkins, … */
  action: string;
  format: 'csv' | 'xlsx';
  /** what the operator asked for, recorded as it is (ids and days, no personal data) */
  filters: F;
  read: (tx: Transaction, filters: F, masked: boolean) => Promise<ExportTable>;
}

/** Reads the table and records the export (filters, format, rows, masked) in one transaction. */
export async function runExport<F>(
  app: FastifyInstance,
  operator: StaffOperator,
  request: ExportRequest<F>,
): Promise<{ table: ExportTable; file: Buffer }> {
  const masked = !seesPersonalData(operator);
  const table = await auditedWrite(app, operator, {}, async (tx, audit) => {
    const read = await request.read(tx, request.filters, masked);
    audit({
      action: request.action,
      targetType: 'export',
      targetId: null,
      after: {
        filters: request.filters,
        format: request.format,
        rowCount: read.rows.length,
        maskedYn: toYn(masked),
      },
    });
    return read;
  });
  return { table, file: await renderExport(table, request.format) };
}

export type { Cell };
