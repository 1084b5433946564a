/**
 * Bulk work: one action on several entries or programs in **one transaction**,
 * all-or-reported. Each item runs the single action's own code (ops-entries'
 * `changeEntryStatusIn`, cms-programs' `publishInTransaction` and `setProgramStatusIn`) inside a
 * savepoint: an item the rules refuse (an AppError) rolls back to its savepoint, so it writes
 * nothing — no status, no seats, no message, no webhook, no audit row — and is reported with the
 * single action's code and words; every other item is done, audited, messaged and told exactly as
 * the single action does it. Anything else (a deadlock, a lost connection) fails the whole
 * transaction, which is tried again as the single change is.
 */
import type {
  StaffEntryBulkAction,
  StaffEntryBulkBody,
  StaffEntryBulkResult,
  StaffProgramBulkBody,
  StaffProgramBulkResult,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { isConcurrencyFailure } from '../../../lib/pg-errors';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { type AuditRecord, auditedWrite } from '../../operations/audit/audited-write';
import { webhookEvents } from '../../operations/integrations/webhooks';
import { publishInTransaction, setProgramStatusIn } from '../cms-programs/cms-programs.service';
import { changeEntryStatusIn, entryStatusDeps } from '../ops-entries/ops-entries.service';

type Audit = (record: AuditRecord) => void;

interface Outcome<T> {
  done: T[];
  refused: { idx: number; code: string; message: string }[];
}

/**
 * Runs `work` for each item in a savepoint of `tx`. The item's audit records reach the action's
 * audit only once its savepoint is released, so a refused item leaves no row either.
 */
export async function eachOrRefused<T>(
  tx: Transaction,
  audit: Audit,
  idxs: readonly number[],
  work: (tx: Transaction, audit: Audit, idx: number) => Promise<T>,
): Promise<Outcome<T>> {
  const outcome: Outcome<T> = { done: [], refused: [] };
  for (const idx of idxs) {
    const records: AuditRecord[] = [];
    try {
      const value = await tx.transaction((savepoint) =>
        work(savepoint, (record) => records.push(record), idx),
      );
      for (const record of records) audit(record);
      outcome.done.push(value);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      outcome.refused.push({ idx, code: error.errorCode, message: error.message });
    }
  }
  return outcome;
}

/** Each item once, in ascending order: locks are taken in one order, as by every bulk action. */
const inOrder = (idxs: readonly number[]) => [...new Set(idxs)].sort((a, b) => a - b);

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !isConcurrencyFailure(error)) throw error;
    }
  }
}

// ── Entries ─────────────────────────────────────────────────────────────────

/** The single status change each bulk action is (CHECK_IN is 참여완료, the door's DONE). */
const ENTRY_ACTION = {
  CHECK_IN: 'DONE',
  NOSHOW: 'NOSHOW',
  CANCEL: 'CANCEL',
} as const satisfies Record<StaffEntryBulkAction, string>;

export async function bulkEntries(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffEntryBulkBody,
): Promise<StaffEntryBulkResult> {
  const action = ENTRY_ACTION[body.action];
  const deps = await entryStatusDeps(app, action);
  const idxs = inOrder(body.reserveEntryIdxList);
  const outcome = await withRetries(() => {
    const now = new Date();
    return auditedWrite(app, operator, { mayBeUnchanged: true }, (tx, audit) =>
      eachOrRefused(tx, audit, idxs, (savepoint, itemAudit, reserveEntryIdx) =>
        changeEntryStatusIn(
          savepoint,
          itemAudit,
          deps,
          { reserveEntryIdx, action, reason: body.reason },
          now,
        ),
      ),
    );
  });
  // As after a single cancel: freed seats go to the waiting list, a cancelled win to the draw's
  // next candidate — told once, after the commit.
  if (action === 'CANCEL' && outcome.done.length > 0) app.seatsFreed.tell();
  return {
    action: body.action,
    done: outcome.done,
    refused: outcome.refused,
    freedSeats: outcome.done.reduce((sum, item) => sum + item.freedSeats, 0),
  };
}

// ── Programs ────────────────────────────────────────────────────────────────

/**
 * What a bulk action refuses although the single action would write it: a change that changes
 * nothing (the single action's audit row says so: its `before` is already the goal), so the
 * answer tells the operator it was already so.
 */
function alreadySo(
  action: StaffProgramBulkBody['action'],
  records: AuditRecord[],
): AppError | null {
  const before = (records[0]?.before ?? {}) as { publishState?: string; status?: string };
  if (action === 'PUBLISH' && before.publishState === 'PUBLISHED') {
    return new AppError(409, 'CONFLICT', '이미 게시된 프로그램이에요.');
  }
  if (action === 'UNPUBLISH' && before.publishState !== 'PUBLISHED') {
    return new AppError(409, 'CONFLICT', '게시되지 않은 프로그램이에요.');
  }
  if (action === 'CLOSE' && (before.status === 'CLOSED' || before.status === 'CLOSEDADMIN')) {
    return new AppError(409, 'CONFLICT', '이미 마감된 프로그램이에요.');
  }
  return null;
}

export async function bulkPrograms(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffProgramBulkBody,
): Promise<StaffProgramBulkResult> {
  const hooks = webhookEvents(app);
  await hooks?.ready();
  const idxs = inOrder(body.programIdxList);
  const outcome = await withRetries(() => {
    const now = new Date();
    return auditedWrite(app, operator, { content: true, mayBeUnchanged: true }, (tx, audit) =>
      eachOrRefused(tx, audit, idxs, async (savepoint, itemAudit, programIdx) => {
        const records: AuditRecord[] = [];
        const collect: Audit = (record) => records.push(record);
        const result =
          body.action === 'CLOSE'
            ? await setProgramStatusIn(savepoint, collect, { programIdx, status: 'CLOSED' }, now)
            : await publishInTransaction(
                savepoint,
                collect,
                programIdx,
                body.action === 'PUBLISH',
                now,
                hooks,
              );
        const refusal = alreadySo(body.action, records);
        if (refusal) throw refusal;
        for (const record of records) itemAudit(record);
        return result;
      }),
    );
  });
  return { action: body.action, done: outcome.done, refused: outcome.refused };
}
