/**
 * The audit log as a file: the audit page's filters, newest first, at most
 * AUDIT_EXPORT_MAX_ROWS rows, actions and targets in Korean words beside their codes. Written by
 * ops-admin's export helper (CSV with a BOM or XLSX; formula cells neutralised), through its
 * `runExport`, so the export itself is audited (`export.audit`). ADMIN only: nothing is masked.
 */
import {
  AUDIT_EXPORT_MAX_ROWS,
  auditActionWord,
  auditTargetWord,
  type StaffAuditExportBody,
} from '@venue/contract';
import { desc } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import type { Transaction } from '../../../db/types';
import type { Cell, ExportTable } from '../ops-admin/export-file';
import { auditCondition } from './audit.repository';

type Filters = Omit<StaffAuditExportBody, 'format'>;

const seoulTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export async function readAuditLog(tx: Transaction, filters: Filters): Promise<ExportTable> {
  const rows = await tx
    .select()
    .from(auditLog)
    .where(auditCondition(filters))
    .orderBy(desc(auditLog.auditIdx))
    .limit(AUDIT_EXPORT_MAX_ROWS + 1);
  const more = rows.length > AUDIT_EXPORT_MAX_ROWS;
  const table: Cell[][] = rows
    .slice(0, AUDIT_EXPORT_MAX_ROWS)
    .map((row) => [
      row.auditIdx,
      seoulTime.format(row.at),
      row.operatorLoginId ?? '시스템',
      auditActionWord(row.action, row.before === null && row.after !== null),
      row.action,
      auditTargetWord(row.targetType),
      row.targetId,
      json(row.before),
      json(row.after),
    ]);
  if (more) {
    table.push([
      null,
      `최근 ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('ko-KR')}건까지만 담았어요. 기간을 나눠 받아 주세요.`,
    ]);
  }
  return {
    title: '감사 로그',
    columns: ['번호', '시각', '운영자', '작업', '작업 코드', '대상', '대상 번호', '이전', '이후'],
    rows: table,
  };
}
