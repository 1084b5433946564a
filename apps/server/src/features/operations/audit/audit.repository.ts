/** The audit log's rows (db/schema `audit_log`): insert inside a write's transaction, list for ADMIN. */
import { AUDIT_PAGE_SIZE, type StaffAuditList, toSeoulIso } from '@venue/contract';
import { addDays, parseYmd, seoulMidnight } from '@venue/contract/domain';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

export interface AuditRow {
  operatorIdx: number | null;
  operatorLoginId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

export async function insertAuditRows(tx: Transaction, rows: AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(auditLog).values(
    rows.map((row) => ({
      ...row,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
  );
}

export interface AuditFilter {
  operatorIdx?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** `%` and `_` are literal in an action prefix: escape them for LIKE. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows a filter keeps (the list and the export ask the same). */
export function auditCondition(filter: Omit<AuditFilter, 'page'>): SQL | undefined {
  const where: SQL[] = [];
  if (filter.operatorIdx !== undefined) where.push(eq(auditLog.operatorIdx, filter.operatorIdx));
  if (filter.action) {
    where.push(
      filter.action.endsWith('.')
        ? like(auditLog.action, likePrefix(filter.action))
        : eq(auditLog.action, filter.action),
    );
  }
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  const from = parseYmd(filter.from);
  if (from) where.push(gte(auditLog.at, seoulMidnight(from)));
  const to = parseYmd(filter.to);
  if (to) where.push(lt(auditLog.at, seoulMidnight(addDays(to, 1))));
  return where.length > 0 ? and(...where) : undefined;
}

export async function listAuditRows(db: Database, filter: AuditFilter): Promise<StaffAuditList> {
  const condition = auditCondition(filter);

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.auditIdx))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(condition),
  ]);
  return {
    list: rows.map((row) => ({
      auditIdx: row.auditIdx,
      at: toSeoulIso(row.at),
      operatorIdx: row.operatorIdx,
      operatorLoginId: row.operatorLoginId,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    page: filter.page,
    pageSize: AUDIT_PAGE_SIZE,
    totalCount: total?.value ?? 0,
  };
}
