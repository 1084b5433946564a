/**
 * The door and the entries (decision 032): rosters, operators' status changes,
 * admits by name, undone check-ins, recent scans and door rules. Every change is one
 * `auditedWrite`; personal data leaves here masked unless the operator is ADMIN.
 */
import {
  type DoorMember,
  type EntryStatusAction,
  maskName,
  participationLabel,
  personalData,
  type RecentScan,
  type RosterEntry,
  type StaffCheckInManualBody,
  type StaffDoorRuleBody,
  type StaffEntryStatusBody,
  type StaffRoster,
  type StaffRosterBody,
  seoulToday,
  toSeoulIso,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { isConcurrencyFailure } from '../../../lib/pg-errors';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import type { StaffOperator } from '../../../plugins/staff-auth';
import {
  admitByName,
  checkInMessages,
  ENTRANCE_NAME,
  findDoorBooking,
  undoCheckIn,
} from '../../door/checkin/checkin.service';
import { type Notifier, notifier } from '../../messages/notify/notify';
import { type AuditRecord, auditedWrite } from '../../operations/audit/audited-write';
import {
  emitEntryEvents,
  type WebhookEvents,
  webhookEvents,
} from '../../operations/integrations/webhooks';
import { type NoShowRulesAtWork, noShowRules } from '../noshow-rules/noshow-rules';
import { instanceStart } from '../programs/programs.rules';
import {
  defaultRosterDay,
  findInstanceTime,
  findRosterProgram,
  freeSeats,
  type LockedEntry,
  listDayInstances,
  listEntryAnswers,
  listRecentScans,
  listRosterEntries,
  lockEntry,
  MEMBER_SEARCH_LIMIT,
  searchMembers,
  setDoorWindow,
  setEntryStatus,
} from './ops-entries.repository';

const seesFullData = (operator: StaffOperator) => operator.role === 'ADMIN';

const hhmm = (time: string) => time.slice(0, 5);

// ── Roster ──────────────────────────────────────────────────────────────────

export async function getRoster(
  db: Database,
  operator: StaffOperator,
  body: StaffRosterBody,
): Promise<StaffRoster> {
  const program = await findRosterProgram(db, body.programIdx);
  if (!program) throw new AppError(404, 'PROGRAM_NOT_FOUND');
  const full = seesFullData(operator);
  const execDate =
    body.execDate ?? (await defaultRosterDay(db, body.programIdx, seoulToday(new Date())));
  const [instances, { rows, totalCount }] = await Promise.all([
    listDayInstances(db, body.programIdx, execDate),
    listRosterEntries(db, { ...body, execDate }),
  ]);
  const answers = await listEntryAnswers(
    db,
    rows.map((row) => row.reserveEntryIdx),
  );
  const entries: RosterEntry[] = rows.map((row) => ({
    reserveEntryIdx: row.reserveEntryIdx,
    reserveEntryId: row.reserveEntryId,
    programInstanceIdx: row.programInstanceIdx,
    execTime: `${hhmm(row.startTime)}–${hhmm(row.endTime)}`,
    status: row.status as RosterEntry['status'],
    statusLabel: participationLabel(row.programType, row.status),
    participantCnt: row.participantCnt,
    ...personalData(full, row),
    answers: answers.get(row.reserveEntryIdx) ?? [],
    checkedInAt: row.checkedInAt ? toSeoulIso(row.checkedInAt) : null,
    cancelReason: row.cancelReason,
    visitAnswer:
      row.visitAnswer === 'COMING' || row.visitAnswer === 'NOT_COMING' ? row.visitAnswer : null,
    regDate: toSeoulIso(row.regDate),
  }));
  return {
    program: {
      programIdx: program.programIdx,
      programName: sanitizeEditorHtml(program.programName),
      programType: program.programType as StaffRoster['program']['programType'],
      doorWindowMinutes: program.doorWindowMinutes,
    },
    execDate,
    instances: instances.map((s) => ({
      programInstanceIdx: s.programInstanceIdx,
      startTime: hhmm(s.startTime),
      endTime: hhmm(s.endTime),
      capacity: s.capacity,
      reservedCount: s.reservedCount,
      heldCount: s.heldCount,
      cancelledYn: s.cancelledAt ? 'Y' : 'N',
    })),
    entries,
    totalCount,
    fullPersonalDataYn: full ? 'Y' : 'N',
  };
}

// ── Status changes ──────────────────────────────────────────────────────────

/** Reservations hold seats of their instance while booked (decision 015); applications never. */
const HOLDS_SEATS = ['CONFIRM', 'APPLY'];

/** The status an action leads to from the entry's status, or null when it does not apply. */
export function nextStatus(
  entry: { programType: string; status: string },
  action: EntryStatusAction,
): string | null {
  const { programType, status } = entry;
  if (action === 'CANCEL') {
    if (programType === 'RESERVATION') return HOLDS_SEATS.includes(status) ? 'CANCEL' : null;
    if (status === 'ATTEND') return 'ATTENDCANCEL';
    return status === 'WIN' ? 'CANCEL' : null;
  }
  const attendable =
    programType === 'RESERVATION'
      ? ['CONFIRM', 'APPLY']
      : programType === 'APPLICATION'
        ? ['WIN']
        : [];
  if (action === 'DONE') return [...attendable, 'NOSHOW'].includes(status) ? 'DONE' : null;
  return [...attendable, 'DONE'].includes(status) ? 'NOSHOW' : null;
}

const AUDIT_ACTION: Record<EntryStatusAction, string> = {
  CANCEL: 'entry.cancel',
  DONE: 'entry.done',
  NOSHOW: 'entry.noshow',
};

/** The webhook event each status change tells (decision 067). */
const WEBHOOK_OF_ACTION = {
  CANCEL: 'entry.cancelled',
  DONE: 'entry.checked_in',
  NOSHOW: 'entry.no_show',
} as const satisfies Record<EntryStatusAction, string>;

/**
 * An operator cancels a booking (with a reason; its seats go back at once) or marks it DONE or
 * NOSHOW. The entry row is locked first and then the instance's (the order of a member's own
 * cancel), and the status only changes from the one read under the lock, so a second cancel —
 * by staff or by the member — finds CANCEL and is refused: seats are freed once. PostgreSQL may
 * still cancel a transaction as a deadlock against a booking of the same member and program;
 * it is tried again.
 */
export async function changeEntryStatus(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffEntryStatusBody,
) {
  const deps = await entryStatusDeps(app, body.action);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const now = new Date();
      const changed = await auditedWrite(app, operator, {}, (tx, audit) =>
        changeEntryStatusIn(tx, audit, deps, body, now),
      );
      // Its seats go to the session's waiting list (decision 063), a cancelled win to the draw's
      // next candidate (decision 066).
      if (body.action === 'CANCEL') app.seatsFreed.tell();
      return changed;
    } catch (error) {
      if (attempt >= 3 || !isConcurrencyFailure(error)) throw error;
    }
  }
}

/** What a status change writes besides the entry, made ready before its transaction opens. */
export interface EntryStatusDeps {
  /** a cancel's 취소 안내 (features/messages/notify); DONE and NOSHOW send nothing */
  notify: Notifier | null;
  /** a no-show counts towards the member's warning and restriction (decision 065) */
  rules: NoShowRulesAtWork | null;
  hooks: WebhookEvents | null;
}

export async function entryStatusDeps(
  app: FastifyInstance,
  action: EntryStatusAction,
): Promise<EntryStatusDeps> {
  const notify = action === 'CANCEL' ? notifier(app) : null;
  await notify?.ready();
  const rules = action === 'NOSHOW' ? noShowRules(app) : null;
  await rules?.ready();
  const hooks = webhookEvents(app);
  await hooks?.ready();
  return { notify, rules, hooks };
}

/**
 * One entry's status change inside the caller's transaction: the single change's and each item
 * of a bulk action's. Throws an AppError when the entry's status or its session's
 * start does not allow it; the audit record is the last thing it does.
 */
export async function changeEntryStatusIn(
  tx: Transaction,
  audit: (record: AuditRecord) => void,
  { notify, rules, hooks }: EntryStatusDeps,
  body: { reserveEntryIdx: number; action: EntryStatusAction; reason?: string | undefined },
  now: Date,
) {
  const entry = await lockEntry(tx, body.reserveEntryIdx);
  if (!entry) throw new AppError(404, 'NOT_FOUND', '예약을 찾을 수 없어요.');
  const status = nextStatus(entry, body.action);
  if (!status) throw statusConflict(entry, body.action);
  if (body.action === 'NOSHOW' && !(await hasBegun(tx, entry, now))) {
    throw new AppError(409, 'NOSHOW_BEFORE_START');
  }
  const reason = body.action === 'CANCEL' ? body.reason : undefined;
  if (
    !(await setEntryStatus(tx, entry, {
      status,
      now,
      ...(reason ? { cancelReason: reason } : {}),
    }))
  ) {
    throw statusConflict(entry, body.action);
  }
  const freedSeats =
    body.action === 'CANCEL' &&
    entry.programType === 'RESERVATION' &&
    entry.programInstanceIdx !== null
      ? entry.participantCnt
      : 0;
  if (freedSeats > 0 && entry.programInstanceIdx !== null) {
    await freeSeats(tx, entry.programInstanceIdx, freedSeats);
  }
  if (body.action === 'CANCEL' && notify && reason) {
    await notify.entries(tx, 'ENTRY_CANCELLED', [entry.reserveEntryIdx], () => ({
      사유: reason,
    }));
  }
  if (status === 'NOSHOW') await rules?.afterEntries(tx, [entry.reserveEntryIdx], now);
  await emitEntryEvents(
    hooks,
    tx,
    WEBHOOK_OF_ACTION[body.action],
    [entry.reserveEntryIdx],
    now,
    body.action === 'CANCEL' ? { cause: 'STAFF', reason } : { by: 'STAFF' },
  );
  audit({
    action: AUDIT_ACTION[body.action],
    targetType: 'reserveEntry',
    targetId: entry.reserveEntryIdx,
    before: entryFields(entry),
    after: { ...entryFields({ ...entry, status }), freedSeats, reason: reason ?? null },
  });
  return {
    reserveEntryIdx: entry.reserveEntryIdx,
    status: status as RosterEntry['status'],
    statusLabel: participationLabel(entry.programType, status),
    freedSeats,
  };
}

/**
 * Whether the entry's instance has begun: nobody has missed an instance before its start.
 * An entry without an instance (an always-open program) has no start to wait for.
 */
async function hasBegun(tx: Transaction, entry: LockedEntry, now: Date) {
  if (entry.programInstanceIdx === null) return true;
  const instance = await findInstanceTime(tx, entry.programInstanceIdx);
  return !instance || instanceStart(instance.execDate, instance.startTime) <= now;
}

/** What the audit log keeps of an entry: ids and numbers, never the member's personal data. */
const entryFields = (entry: LockedEntry) => ({
  reserveEntryId: entry.reserveEntryId,
  programIdx: entry.programIdx,
  programInstanceIdx: entry.programInstanceIdx,
  programType: entry.programType,
  status: entry.status,
  participantCnt: entry.participantCnt,
});

function statusConflict(entry: LockedEntry, action: EntryStatusAction) {
  const label = participationLabel(entry.programType, entry.status);
  const verb = { CANCEL: '취소할', DONE: '참여완료로 바꿀', NOSHOW: '불참으로 바꿀' }[action];
  return new AppError(409, 'ENTRY_STATUS_CONFLICT', `${label} 상태라 ${verb} 수 없어요.`);
}

// ── Door rules ──────────────────────────────────────────────────────────────

export function setDoorRule(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffDoorRuleBody,
) {
  return auditedWrite(app, operator, {}, async (tx, audit) => {
    const before = await setDoorWindow(tx, body.programIdx, body.doorWindowMinutes);
    if (!before) throw new AppError(404, 'PROGRAM_NOT_FOUND');
    audit({
      action: 'program.door-rule',
      targetType: 'program',
      targetId: body.programIdx,
      before,
      after: { doorWindowMinutes: body.doorWindowMinutes },
    });
    return { programIdx: body.programIdx, doorWindowMinutes: body.doorWindowMinutes };
  });
}

// ── The door: admit by name, undo, recent scans ────────────────────────────

export async function searchForDoor(
  db: Database,
  operator: StaffOperator,
  body: { search: string; programIdx?: number | undefined },
  now: Date = new Date(),
) {
  const full = seesFullData(operator);
  const rows = await searchMembers(db, body.search);
  const today = seoulToday(now);
  const list: DoorMember[] = await Promise.all(
    rows.slice(0, MEMBER_SEARCH_LIMIT).map(async (row) => {
      const shown = personalData(full, row);
      return {
        userIdx: row.userIdx,
        name: shown.name ?? '',
        phoneNumber: shown.phoneNumber ?? '',
        birthYear: row.birthYmd.slice(0, 4),
        booking:
          body.programIdx === undefined
            ? null
            : await findDoorBooking(db, {
                userIdx: row.userIdx,
                programIdx: body.programIdx,
                today,
              }),
      };
    }),
  );
  return { list, moreYn: rows.length > MEMBER_SEARCH_LIMIT ? ('Y' as const) : ('N' as const) };
}

export async function admitByNameAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffCheckInManualBody,
) {
  const { zoneIdx, programIdx } = body;
  const place = {
    ...(zoneIdx === undefined ? {} : { zoneIdx }),
    ...(programIdx === undefined ? {} : { programIdx }),
  };
  // The day's first check-in writes its 입장 완료 in the transaction (as a scan does).
  const welcome = checkInMessages(app);
  await welcome?.ready();
  const hooks = webhookEvents(app);
  await hooks?.ready();
  const { result, publish } = await auditedWrite(
    app,
    operator,
    { mayBeUnchanged: true },
    async (tx, audit) => {
      const admitted = await admitByName(tx, app.checkInEvents, {
        userIdx: body.userIdx,
        place,
        operatorIdx: operator.operatorIdx,
        afterFirstVisit: welcome?.afterFirstVisit,
        afterEntriesDone: (tx2, idxs) =>
          emitEntryEvents(hooks, tx2, 'entry.checked_in', idxs, new Date(), { by: 'NAME' }),
      });
      if (admitted.result.result === 'CHECKED_IN') {
        audit({
          action: 'checkin.manual',
          targetType: 'checkIn',
          targetId: admitted.result.checkInIdx,
          before: null,
          after: { userIdx: body.userIdx, place: admitted.result.place, method: 'NAME' },
        });
      }
      return admitted;
    },
  );
  publish();
  return result;
}

export function undoCheckInAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  checkInIdx: number,
) {
  return auditedWrite(app, operator, {}, async (tx, audit) => {
    const { row, restoredEntryCount } = await undoCheckIn(tx, checkInIdx);
    audit({
      action: 'checkin.undo',
      targetType: 'checkIn',
      targetId: checkInIdx,
      before: {
        userIdx: row.userIdx,
        visitDate: row.visitDate,
        placeKey: row.placeKey,
        method: row.method,
        operatorIdx: row.operatorIdx,
        checkedInAt: row.checkedInAt.toISOString(),
        doneEntries: row.doneEntries,
      },
      after: null,
    });
    return { checkInIdx, restoredEntryCount };
  });
}

export async function recentScans(
  db: Database,
  operator: StaffOperator,
  placeKey: string | undefined,
  now: Date = new Date(),
): Promise<{ list: RecentScan[] }> {
  const full = seesFullData(operator);
  const rows = await listRecentScans(db, seoulToday(now), placeKey);
  return {
    list: rows.map((row) => ({
      checkInIdx: row.checkInIdx,
      checkedInAt: toSeoulIso(row.checkedInAt),
      placeKey: row.placeKey,
      placeName:
        row.placeType === 'ENTRANCE'
          ? ENTRANCE_NAME
          : row.placeType === 'ZONE'
            ? `${row.floorName ?? ''} ${row.zoneName ?? ''}`.trim()
            : sanitizeEditorHtml(row.programName ?? ''),
      memberName: full ? row.memberName : maskName(row.memberName),
      method: row.method === 'NAME' ? 'NAME' : 'SCAN',
      operatorName: row.operatorName,
    })),
  };
}
