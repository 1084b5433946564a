/**
 * The console's program writes (decision 026). Each is one `auditedWrite` with `content: true`:
 * the change, its audit row and the read-cache drop of every instance in one transaction, so a
 * visitor's next read shows it and a refusal (an AppError) leaves nothing half-written.
 */
import type {
  staffCategorySaveAllBody,
  staffCategorySaveBody,
  staffInstanceCancelBody,
  staffInstanceSaveBody,
  staffInstanceSeriesBody,
  staffProgramSaveBody,
  staffProgramStatusBody,
  staffQuestionSaveBody,
} from '@venue/contract';
import { seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { programInstances, programs } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { isCheckViolation, isUniqueViolation } from '../../../lib/pg-errors';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { notifier } from '../../messages/notify/notify';
import { auditedWrite } from '../../operations/audit/audited-write';
import { readVenueSettings } from '../../venue/cms-venue/venue-settings';
import { instanceStart } from '../programs/programs.rules';
import {
  cancelInstanceAndEntries,
  insertInstance,
  insertSlots,
  instanceFields,
  lockActiveEntries,
  lockInstance,
  slotTaken,
  updateInstance,
} from './cms-instances.repository';
import {
  deleteCategory,
  findCategory,
  findStaffProgram,
  hasInstancesToPublish,
  listCategoriesWithUse,
  lockAllCategories,
  lockProgram,
  saveCategory,
  saveProgram,
  setProgramDisplayed,
  setProgramStatus,
} from './cms-programs.repository';
import { listQuestionVersions, saveQuestionSet } from './cms-questions.repository';
import { planSeries } from './instance-series';

type Body<S extends z.ZodType> = z.output<S>;

// ── Programs ────────────────────────────────────────────────────────────────

export function saveProgramAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffProgramSaveBody>,
): Promise<number> {
  const now = new Date();
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const before =
      body.programIdx === undefined ? null : await findStaffProgram(tx, body.programIdx);
    if (body.programIdx !== undefined && !before) throw new AppError(404, 'PROGRAM_NOT_FOUND');
    const programIdx = await saveProgram(tx, body, now);
    audit({
      action: 'program.save',
      targetType: 'program',
      targetId: programIdx,
      before,
      after: await findStaffProgram(tx, programIdx),
    });
    return programIdx;
  });
}

export function publishProgramAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  programIdx: number,
  displayed: boolean,
) {
  const now = new Date();
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const before = await findStaffProgram(tx, programIdx);
    if (!before) throw new AppError(404, 'PROGRAM_NOT_FOUND');
    if (displayed && !(await hasInstancesToPublish(tx, programIdx))) {
      throw new AppError(409, 'PROGRAM_HAS_NO_INSTANCES');
    }
    const publishState = await setProgramDisplayed(tx, programIdx, displayed, now);
    audit({
      action: displayed ? 'program.publish' : 'program.unpublish',
      targetType: 'program',
      targetId: programIdx,
      before: { publishState: before.publishState, publishedAt: before.publishedAt },
      after: { publishState },
    });
    return { programIdx, publishState };
  });
}

export function setProgramStatusAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffProgramStatusBody>,
) {
  const now = new Date();
  const closedReason = body.status === 'CLOSEDADMIN' ? (body.closedReason ?? null) : null;
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const before = await setProgramStatus(
      tx,
      { programIdx: body.programIdx, status: body.status, closedReason },
      now,
    );
    if (!before) throw new AppError(404, 'PROGRAM_NOT_FOUND');
    audit({
      action: 'program.status',
      targetType: 'program',
      targetId: body.programIdx,
      before,
      after: { status: body.status, closedReason },
    });
    return { programIdx: body.programIdx, status: body.status };
  });
}

export async function programExists(db: Database, programIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ id: programs.programIdx })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .limit(1);
  return Boolean(row);
}

// ── Instances ────────────────────────────────────────────────────────────────

const instanceNotFound = () => new AppError(404, 'NOT_FOUND', '회차를 찾을 수 없어요.');

const seatsBelowBooked = (booked: number) =>
  new AppError(409, 'SEATS_BELOW_BOOKED', `이미 예약된 ${booked}석보다 적게 줄일 수 없어요.`);

/** Instances belong to dated programs; an ALWAYS program runs on the days of its period. */
async function datedProgram(tx: Transaction, programIdx: number) {
  const [program] = await tx
    .select({ scheduleType: programs.scheduleType })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .limit(1);
  if (!program) throw new AppError(404, 'PROGRAM_NOT_FOUND');
  if (program.scheduleType === 'ALWAYS') {
    throw new AppError(
      409,
      'CONFLICT',
      '상시 운영 프로그램에는 회차를 만들 수 없어요. 운영 기간으로 관리해 주세요.',
    );
  }
}

/**
 * Adds or edits one instance. The seats rule is checked on the locked row first (to name the
 * booked seats), and the CHECK constraint stays the last word: should it still refuse, the
 * answer is the same 409, never a 500.
 */
export async function saveInstanceAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffInstanceSaveBody>,
): Promise<number> {
  try {
    const saved = await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
      await datedProgram(tx, body.programIdx);
      const values = {
        execDate: body.execDate,
        startTime: body.startTime,
        endTime: body.endTime,
        capacity: body.capacity,
      };
      if (body.programInstanceIdx === undefined) {
        if (await slotTaken(tx, { programIdx: body.programIdx, ...values })) {
          throw new AppError(409, 'INSTANCE_SLOT_TAKEN');
        }
        const row = await insertInstance(tx, { programIdx: body.programIdx, ...values });
        audit({
          action: 'instance.save',
          targetType: 'instance',
          targetId: row.programInstanceIdx,
          before: null,
          after: instanceFields(row),
        });
        return row.programInstanceIdx;
      }
      const instance = await lockInstance(tx, body.programInstanceIdx);
      if (!instance || instance.programIdx !== body.programIdx) throw instanceNotFound();
      if (instance.cancelledAt) {
        throw new AppError(409, 'INSTANCE_NOT_EDITABLE', '취소된 회차는 바꿀 수 없어요.');
      }
      const moved =
        instance.execDate !== body.execDate ||
        instance.startTime !== body.startTime ||
        instance.endTime !== body.endTime;
      if (moved && instance.activeEntryCount > 0) {
        throw new AppError(
          409,
          'INSTANCE_NOT_EDITABLE',
          `예약 ${instance.activeEntryCount}건이 있는 회차는 날짜와 시간을 바꿀 수 없어요. 회차를 취소하고 새로 만들어 주세요.`,
        );
      }
      // Seats held for waiting-list offers count as booked until the offer ends (decision 063).
      const taken = instance.reservedCount + instance.heldCount;
      if (body.capacity !== null && body.capacity < taken) throw seatsBelowBooked(taken);
      if (
        moved &&
        (await slotTaken(tx, {
          programIdx: body.programIdx,
          ...values,
          exceptIdx: instance.programInstanceIdx,
        }))
      ) {
        throw new AppError(409, 'INSTANCE_SLOT_TAKEN');
      }
      const row = await updateInstance(tx, instance.programInstanceIdx, values);
      audit({
        action: 'instance.save',
        targetType: 'instance',
        targetId: row.programInstanceIdx,
        before: instanceFields(instance),
        after: instanceFields(row),
      });
      return row.programInstanceIdx;
    });
    // A raised capacity's new seats go to the session's waiting list (decision 063).
    app.seatsFreed.tell();
    return saved;
  } catch (error) {
    if (isCheckViolation(error, 'program_instances_seats_ck')) {
      throw seatsBelowBooked(await bookedSeats(app.db, body.programInstanceIdx));
    }
    if (isUniqueViolation(error, 'program_instances_slot_uq')) {
      throw new AppError(409, 'INSTANCE_SLOT_TAKEN');
    }
    throw error;
  }
}

async function bookedSeats(db: Database, programInstanceIdx: number | undefined) {
  if (programInstanceIdx === undefined) return 0;
  const [row] = await db
    .select({ reservedCount: programInstances.reservedCount })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
  return row?.reservedCount ?? 0;
}

export async function saveSeriesAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffInstanceSeriesBody>,
) {
  const today = seoulToday(new Date());
  if (body.from < today) {
    throw AppError.invalidFields([
      { path: 'from', message: '오늘이나 그 뒤의 날짜부터 만들 수 있어요.' },
    ]);
  }
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    await datedProgram(tx, body.programIdx);
    // The venue's closed days are its settings' (decision 030); no settings yet: none.
    const settings = await readVenueSettings(tx);
    const rule = settings?.closedDays ?? { weekdays: [], monthlyWeekdays: [], dates: [] };
    const { slots, closedDays } = planSeries(body, rule);
    const created = await insertSlots(tx, body.programIdx, slots, body.capacity);
    const result = {
      createdCount: created.length,
      skippedExistingCount: slots.length - created.length,
      skippedClosedDays: closedDays,
      programInstanceIdxList: created,
    };
    audit({
      action: 'instance.series',
      targetType: 'program',
      targetId: body.programIdx,
      before: null,
      after: { ...body, ...result },
    });
    return result;
  });
}

/** The reason an instance's cancel gives in each of its members' 취소 안내. */
export const INSTANCE_CANCEL_REASON = '운영 사정으로 회차 취소';

/** Entries per message INSERT: a statement carries at most 65,535 parameters. */
const MESSAGE_BATCH = 1_000;

/**
 * Cancels an instance and the entries that hold a place in it, in one transaction. The entries
 * are locked before the instance, in the order a member's own cancel takes them (entry, then
 * instance), so the two never wait on each other. Each member gets a 취소 안내 written in the
 * same transaction (features/messages/notify).
 */
export async function cancelInstanceAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffInstanceCancelBody>,
) {
  const now = new Date();
  const notify = notifier(app);
  await notify?.ready();
  const outcome = await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    await lockActiveEntries(tx, body.programInstanceIdx);
    const instance = await lockInstance(tx, body.programInstanceIdx);
    if (!instance) throw instanceNotFound();
    if (instance.cancelledAt) {
      throw new AppError(409, 'INSTANCE_NOT_EDITABLE', '이미 취소된 회차예요.');
    }
    if (instanceStart(instance.execDate, instance.startTime) <= now) {
      throw new AppError(409, 'INSTANCE_NOT_EDITABLE', '이미 시작된 회차는 취소할 수 없어요.');
    }
    if (instance.activeEntryCount > 0 && !body.confirm) {
      throw new AppError(
        409,
        'INSTANCE_HAS_ENTRIES',
        `예약 ${instance.activeEntryCount}건이 있는 회차예요. 취소하면 예약도 모두 취소돼요. 확인 후 다시 요청해 주세요.`,
      );
    }
    const cancelled = await cancelInstanceAndEntries(tx, instance.programInstanceIdx, now);
    for (let i = 0; notify && i < cancelled.length; i += MESSAGE_BATCH) {
      await notify.entries(tx, 'ENTRY_CANCELLED', cancelled.slice(i, i + MESSAGE_BATCH), () => ({
        사유: INSTANCE_CANCEL_REASON,
      }));
    }
    const result = {
      programInstanceIdx: instance.programInstanceIdx,
      cancelledEntryCount: cancelled.length,
      freedSeats: instance.reservedCount,
    };
    audit({
      action: 'instance.cancel',
      targetType: 'instance',
      targetId: instance.programInstanceIdx,
      before: instanceFields(instance),
      after: { ...result, cancelledAt: now.toISOString() },
    });
    return result;
  });
  // Its waiting list closes (decision 063).
  app.seatsFreed.tell();
  return outcome;
}

// ── Questions and categories ────────────────────────────────────────────────

export function saveQuestionsAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffQuestionSaveBody>,
) {
  const now = new Date();
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    // Locked: bookings of the program (which hold its row's key-share lock) finish first.
    await lockProgram(tx, body.programIdx);
    const before = await listQuestionVersions(tx, body.programIdx);
    const saved = await saveQuestionSet(tx, body.programIdx, body.questionList, now);
    audit({
      action: 'questions.save',
      targetType: 'program',
      targetId: body.programIdx,
      before: before.versionList.find((v) => v.currentYn === 'Y') ?? null,
      after: saved.changed
        ? ((await listQuestionVersions(tx, body.programIdx)).versionList.find(
            (v) => v.currentYn === 'Y',
          ) ?? null)
        : { unchanged: true },
    });
    return {
      programIdx: body.programIdx,
      version: saved.version,
      newVersionYn: saved.newVersion ? ('Y' as const) : ('N' as const),
    };
  });
}

export function saveCategoryAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffCategorySaveBody>,
) {
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const before =
      body.programCategoryIdx === undefined
        ? null
        : await findCategory(tx, body.programCategoryIdx);
    if (body.programCategoryIdx !== undefined && !before) {
      throw new AppError(404, 'NOT_FOUND', '분류를 찾을 수 없어요.');
    }
    const row = await saveCategory(tx, body);
    audit({
      action: 'category.save',
      targetType: 'programCategory',
      targetId: row.programCategoryIdx,
      before,
      after: row,
    });
    return row.programCategoryIdx;
  });
}

/**
 * The category list saved as a whole (the console's 분류 page): creates, renames, the order as
 * listed (10, 20, …) and deletes of the saved ones left out, in one transaction with an audit row
 * per category that changed. Programs are locked out of the deleted categories by the foreign
 * key; one still filed there refuses the whole save.
 */
export function saveCategoryListAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffCategorySaveAllBody>,
) {
  const options = { content: true, mayBeUnchanged: true };
  return auditedWrite(app, operator, options, async (tx, audit) => {
    const before = new Map(
      (await lockAllCategories(tx)).map((row) => [row.programCategoryIdx, row]),
    );
    const kept = new Set<number>();
    for (const [index, category] of body.categoryList.entries()) {
      const old =
        category.programCategoryIdx === undefined ? null : before.get(category.programCategoryIdx);
      if (old === undefined) {
        throw new AppError(404, 'NOT_FOUND', '다른 곳에서 지운 분류가 있어요. 새로고침해 주세요.');
      }
      const sortIndex = (index + 1) * CATEGORY_ORDER_STEP;
      if (old) {
        kept.add(old.programCategoryIdx);
        if (old.programCategoryName === category.programCategoryName && old.sortIndex === sortIndex)
          continue;
      }
      const row = await saveCategory(tx, { ...category, sortIndex });
      audit({
        action: 'category.save',
        targetType: 'programCategory',
        targetId: row.programCategoryIdx,
        before: old,
        after: row,
      });
    }
    const leftOut = [...before.values()].filter((old) => !kept.has(old.programCategoryIdx));
    // The program counts are read only when a category is to go (a reorder deletes nothing).
    const used = new Map(
      leftOut.length === 0
        ? []
        : (await listCategoriesWithUse(tx)).map((row) => [
            row.programCategoryIdx,
            row.programCount,
          ]),
    );
    for (const old of leftOut) {
      const programCount = used.get(old.programCategoryIdx) ?? 0;
      if (programCount > 0) {
        throw new AppError(
          409,
          'CONFLICT',
          `'${old.programCategoryName}' 분류에 프로그램이 ${programCount}개 있어 지울 수 없어요. 프로그램의 분류를 먼저 바꿔 주세요.`,
        );
      }
      await deleteCategory(tx, old.programCategoryIdx);
      audit({
        action: 'category.delete',
        targetType: 'programCategory',
        targetId: old.programCategoryIdx,
        before: old,
        after: null,
      });
    }
    return listCategoriesWithUse(tx);
  });
}

/** The order numbers the category list is saved with: its places, 10 apart. */
const CATEGORY_ORDER_STEP = 10;
