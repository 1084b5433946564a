/**
 * Every operator change goes through `auditedWrite`: one transaction holds the change,
 * its audit rows and, for content visitors see, the announcement to every instance's read cache.
 * So nothing is half-written, no change goes unrecorded, and a published change is visible to
 * the next public read on any instance.
 *
 *     const programIdx = await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
 *       const before = await findProgram(tx, id);
 *       const after = await saveProgram(tx, body);
 *       audit({ action: 'program.save', targetType: 'program', targetId: after.programIdx, before, after });
 *       return after.programIdx;
 *     });
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { type AuditRow, insertAuditRows } from './audit.repository';

export interface AuditRecord {
  /** `<target type>.<verb>`: program.save, instance.cancel, notice.delete, operator.unlock */
  action: string;
  targetType: string;
  targetId: string | number | null;
  /** the target's fields before the change; null when it is created */
  before?: unknown;
  /** after the change; null when it is deleted */
  after?: unknown;
}

export interface AuditedWriteOptions {
  /** The change shows on visitors' pages: drop the read caches of every instance. */
  content?: boolean;
  /**
   * A whole list saved as it is may change nothing: then there is no audit row and nothing to
   * announce. Without it, a write that records no row is a programming error.
   */
  mayBeUnchanged?: boolean;
}

export async function auditedWrite<T>(
  app: FastifyInstance,
  operator: StaffOperator | null,
  options: AuditedWriteOptions,
  work: (tx: Transaction, audit: (record: AuditRecord) => void) => Promise<T>,
): Promise<T> {
  let changed = true;
  const result = await app.db.transaction(async (tx) => {
    const records: AuditRecord[] = [];
    const value = await work(tx, (record) => records.push(record));
    if (records.length === 0) {
      if (!options.mayBeUnchanged) {
        throw new Error('auditedWrite: the change recorded no audit row');
      }
      changed = false;
      return value;
    }
    await insertAuditRows(
      tx,
      records.map((record) => toRow(operator, record)),
    );
    if (options.content) await app.contentChanges.announce(tx);
    return value;
  });
  if (options.content && changed) app.readCache.invalidate();
  return result;
}

function toRow(operator: StaffOperator | null, record: AuditRecord): AuditRow {
  return {
    operatorIdx: operator?.operatorIdx ?? null,
    operatorLoginId: operator?.loginId ?? null,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId === null ? null : String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
  };
}
