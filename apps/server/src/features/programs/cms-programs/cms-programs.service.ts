/**
 * The console's program writes (decision 026). Each is one `auditedWrite` with `content: true`:
 * the change, its audit row and the read-cache drop of every instance in one transaction, so a
 * visitor's next read shows it and a refusal (an AppError) leaves nothing half-written.
 */
import type {
  OperatorRole,
  StaffProgramDuplicate,
  staffCategorySaveAllBody,
  staffCategorySaveBody,
  staffInstanceCancelBody,
  staffInstanceSaveBody,
  staffInstanceSeriesBody,
  staffProgramDuplicateBody,
  staffProgramSaveBody,
  staffProgramSchedulePublishBody,
  staffProgramStatusBody,
  staffQuestionSaveBody,
} from '@venue/contract';
import { SCHEDULED_PUBLISH_MAX_DAYS, seoulToday, toSeoulIso } from '@venue/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { programInstances, programs } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { isCheckViolation, isUniqueViolation } from '../../../lib/pg-errors';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { notifier } from '../../messages/notify/notify';
import { type AuditRecord, auditedWrite } from '../../operations/audit/audited-write';
import { type WebhookEvents, webhookEvents } from '../../operations/integrations/webhooks';
import { readVenueSettings } from '../../venue/cms-venue/venue-settings';
import { instanceStart } from '../programs/programs.rules';
import {
  cancelInstanceAndEntries,
  insertInstance,
  insertInstanceCopies,
  insertSlots,
  instanceFields,
  listLiveInstanceSlots,
  lockActiveEntries,
  lockInstance,
  slotTaken,
  updateInstance,
} from './cms-instances.repository';
import {
  claimDuePublication,
  copyDoorRule,
  deleteCategory,
  findCategory,
  findDuePublications,
  findStaffProgram,
  hasInstancesToPublish,
  listCategoriesWithUse,
  lockAllCategories,
  lockProgram,
  saveCategory,
  saveProgram,
  setProgramDisplayed,
  setProgramStatus,
  setPublishSchedule,
} from './cms-programs.repository';
import { listQuestionVersions, saveQuestionSet } from './cms-questions.repository';
import { planSeries } from './instance-series';
import { copyName, planDuplicate } from './program-duplicate';

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

export async function publishProgramAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  programIdx: number,
  displayed: boolean,
) {
  const now = new Date();
  const hooks = webhookEvents(app);
  await hooks?.ready();
  return auditedWrite(app, operator, { content: true }, (tx, audit) =>
    publishInTransaction(tx, audit, programIdx, displayed, now, hooks),
  );
}

/** How a scheduled publication is recorded in its publish's audit row (decision 068). */
interface ScheduledBy {
  publishAt: string;
  /** the EDITOR who scheduled it, as the audit log names them */
  scheduledBy: string | null;
}

/**
 * The one way a program is published or hidden: 게시 and 게시 취소 by hand, and the
 * `programs.publish` job's scheduled publication, inside the caller's transaction. A dated program
 * without a live 회차 is refused (409 PROGRAM_HAS_NO_INSTANCES).
 */
export async function publishInTransaction(
  tx: Transaction,
  audit: (record: AuditRecord) => void,
  programIdx: number,
  displayed: boolean,
  now: Date,
  hooks: WebhookEvents | null,
  scheduled?: ScheduledBy,
) {
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
    after: scheduled ? { publishState, scheduled: true, ...scheduled } : { publishState },
  });
  // program.published (decision 067): each time a hidden program becomes visible.
  if (displayed && before.publishState !== publishState) {
    await hooks?.emit(
      tx,
      'program.published',
      `program.published:${programIdx}:${now.getTime()}`,
      { programIdx, publishState, scheduled: scheduled !== undefined },
      now,
    );
  }
  return { programIdx, publishState };
}

// ── Scheduled publishing (decision 068) ─────────────────────────────────────

const DAY_MS = 86_400_000;

/**
 * Sets or (publishAt null) cancels a program's scheduled publication. The time must be ahead
 * (and within a year); a published program has nothing to schedule, and a dated program without a
 * live 회차 is refused as 게시 refuses it. Cancelling a schedule that is not there changes nothing.
 */
export function schedulePublishAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffProgramSchedulePublishBody>,
) {
  const now = new Date();
  const publishAt = body.publishAt ? new Date(body.publishAt) : null;
  if (publishAt && publishAt.getTime() <= now.getTime()) {
    throw AppError.invalidFields([
      { path: 'publishAt', message: '지금보다 뒤의 시각을 골라 주세요.' },
    ]);
  }
  if (publishAt && publishAt.getTime() > now.getTime() + SCHEDULED_PUBLISH_MAX_DAYS * DAY_MS) {
    throw AppError.invalidFields([
      { path: 'publishAt', message: '예약 게시는 1년 안의 시각으로 정해 주세요.' },
    ]);
  }
  const options = { mayBeUnchanged: true };
  return auditedWrite(app, operator, options, async (tx, audit) => {
    await lockProgram(tx, body.programIdx);
    if (publishAt) {
      const program = await findStaffProgram(tx, body.programIdx);
      if (program?.publishState === 'PUBLISHED') {
        throw new AppError(409, 'CONFLICT', '이미 게시된 프로그램이에요. 예약 게시가 필요 없어요.');
      }
      if (!(await hasInstancesToPublish(tx, body.programIdx))) {
        throw new AppError(409, 'PROGRAM_HAS_NO_INSTANCES');
      }
    }
    const before = await setPublishSchedule(
      tx,
      body.programIdx,
      { publishAt, operatorIdx: operator.operatorIdx },
      now,
    );
    if (!before) throw new AppError(404, 'PROGRAM_NOT_FOUND');
    const was = before.publishAt ? toSeoulIso(before.publishAt) : null;
    const next = publishAt ? toSeoulIso(publishAt) : null;
    if (was !== null || next !== null) {
      audit({
        action: 'program.schedule-publish',
        targetType: 'program',
        targetId: body.programIdx,
        before: { publishAt: was },
        after: next ? { publishAt: next, scheduledBy: operator.name } : { publishAt: null },
      });
    }
    return { programIdx: body.programIdx, publishAt: next, publishState: before.publishState };
  });
}

export interface ScheduledPublishReport {
  published: number[];
  /** due but refused (no live 회차 left): the schedule is cleared, the audit row says why */
  refused: number[];
  failed: { programIdx: number; error: unknown }[];
}

/** Why a due publication was dropped, as its audit row says it. */
export const SCHEDULED_PUBLISH_REFUSED =
  '회차가 없어 예약 게시를 하지 못했어요. 회차를 추가하고 다시 게시해 주세요.';

/**
 * The `programs.publish` job (scheduled-jobs.ts): every program whose scheduled time has come is
 * published once, whichever instance runs it. Each is one transaction: the claim (a conditional
 * UPDATE that only one run can win), the publish through the same path as 게시, and its audit row
 * in the name of the EDITOR who scheduled it. A program left without a live 회차 is not published:
 * its schedule is cleared and the audit row says why, so it is not tried again every minute.
 */
export async function publishDuePrograms(
  app: FastifyInstance,
  now: Date,
): Promise<ScheduledPublishReport> {
  const report: ScheduledPublishReport = { published: [], refused: [], failed: [] };
  const hooks = webhookEvents(app);
  for (const due of await findDuePublications(app.db, now)) {
    await hooks?.ready();
    const operator: StaffOperator | null =
      due.scheduledBy !== null && due.operatorLoginId !== null
        ? {
            operatorIdx: due.scheduledBy,
            loginId: due.operatorLoginId,
            name: due.operatorName ?? due.operatorLoginId,
            role: (due.operatorRole ?? 'EDITOR') as OperatorRole,
            mustChangePassword: false,
          }
        : null;
    const publishAt = toSeoulIso(due.publishAt ?? now);
    try {
      const outcome = await auditedWrite(
        app,
        operator,
        { content: true, mayBeUnchanged: true },
        async (tx, audit) => {
          if (!(await claimDuePublication(tx, due, now))) return 'taken' as const;
          if (!(await hasInstancesToPublish(tx, due.programIdx))) {
            audit({
              action: 'program.schedule-publish',
              targetType: 'program',
              targetId: due.programIdx,
              before: { publishAt },
              after: { publishAt: null, reason: SCHEDULED_PUBLISH_REFUSED },
            });
            return 'refused' as const;
          }
          await publishInTransaction(tx, audit, due.programIdx, true, now, hooks, {
            publishAt,
            scheduledBy: operator?.name ?? null,
          });
          return 'published' as const;
        },
      );
      if (outcome === 'published') report.published.push(due.programIdx);
      if (outcome === 'refused') report.refused.push(due.programIdx);
    } catch (error) {
      report.failed.push({ programIdx: due.programIdx, error });
    }
  }
  return report;
}

// ── Duplicate (decision 068) ────────────────────────────────────────────────

/**
 * A draft copy of a program (details, options, buttons, linked programs, terms, image, the door
 * rule, the current questions) with its live 회차 moved so the earliest falls on `firstDate`,
 * skipping the venue's closed days. The copy is a new program through the same save as the
 * editor's (a draft: hidden, never published, OPEN); entries, draws, waiting lists and seat
 * counts stay with the source. One transaction, one audit row on the copy.
 */
export function duplicateProgramAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffProgramDuplicateBody>,
): Promise<StaffProgramDuplicate> {
  const now = new Date();
  if (body.firstDate < seoulToday(now)) {
    throw AppError.invalidFields([
      { path: 'firstDate', message: '오늘이나 그 뒤의 날짜를 골라 주세요.' },
    ]);
  }
  return auditedWrite(app, operator, {}, async (tx, audit) => {
    const source = await findStaffProgram(tx, body.programIdx);
    if (!source) throw new AppError(404, 'PROGRAM_NOT_FOUND');
    const settings = await readVenueSettings(tx);
    const rule = settings?.closedDays ?? { weekdays: [], monthlyWeekdays: [], dates: [] };
    const slots =
      source.scheduleType === 'ALWAYS' ? [] : await listLiveInstanceSlots(tx, source.programIdx);
    const plan = planDuplicate(source, slots, body.firstDate, rule);
    const announcement = plan.dates.winnerAnnouncementDate;
    if (
      source.programType === 'APPLICATION' &&
      announcement &&
      Date.parse(announcement) <= now.getTime()
    ) {
      throw AppError.invalidFields([
        {
          path: 'firstDate',
          message: '이 날짜로 옮기면 당첨자 발표 일시가 이미 지나요. 더 뒤의 날짜를 골라 주세요.',
        },
      ]);
    }
    const programIdx = await saveProgram(
      tx,
      {
        programType: source.programType,
        programCategoryIdx: source.programCategoryIdx,
        zoneIdx: source.zoneIdx,
        programName: copyName(source.programName),
        programSummary: source.programSummary,
        savePath: source.savePath,
        descriptionType: source.descriptionType,
        programEditor: source.programEditor,
        programLink: source.programLink,
        useOptionYn: source.useOptionYn,
        optionList: source.optionList.map(({ optionTitle, optionDescription }) => ({
          optionTitle,
          optionDescription,
        })),
        useButtonYn: source.useButtonYn,
        buttonList: source.buttonList.map(({ buttonType, buttonName, buttonUrl, savePath }) => ({
          buttonType,
          buttonName,
          buttonUrl,
          savePath,
        })),
        useRelatedProgramYn: source.useRelatedProgramYn,
        relatedProgramIdxList: source.relatedProgramIdxList,
        usePrevProgramYn: source.usePrevProgramYn,
        prevProgramIdxList: source.prevProgramIdxList,
        noticeType: source.noticeType,
        noticeText: source.noticeText,
        tutorialYn: source.tutorialYn,
        tutorialLink: source.tutorialLink,
        scheduleType: source.scheduleType,
        periodType: source.periodType,
        maxPersonCount: source.maxPersonCount,
        winnerCount: source.winnerCount,
        ...plan.dates,
        nameCollectYn: source.nameCollectYn,
        nameRequiredYn: source.nameRequiredYn,
        contactCollectYn: source.contactCollectYn,
        contactRequiredYn: source.contactRequiredYn,
        emailCollectYn: source.emailCollectYn,
        emailRequiredYn: source.emailRequiredYn,
        programTermList: source.programTermList.map(
          ({ termsName, termsDescription, requiredYn }) => ({
            termsName,
            termsDescription,
            requiredYn,
          }),
        ),
        sortIndex: source.sortIndex,
      },
      now,
    );
    await copyDoorRule(tx, source.programIdx, programIdx);
    const questions = (await listQuestionVersions(tx, source.programIdx)).versionList.find(
      (version) => version.currentYn === 'Y',
    );
    if (questions && questions.questionList.length > 0) {
      await saveQuestionSet(
        tx,
        programIdx,
        questions.questionList.map((q) => ({
          questionType: q.questionType,
          questionText: q.questionText,
          requiredYn: q.requiredYn,
          duplicateYn: q.duplicateYn,
          optionList: q.optionList.map(({ multipleText }) => ({ multipleText })),
        })),
        now,
      );
    }
    const instanceIdxList = await insertInstanceCopies(tx, programIdx, plan.slots);
    const result = {
      programIdx,
      sourceProgramIdx: source.programIdx,
      dayOffset: plan.dayOffset,
      instanceCount: instanceIdxList.length,
      skippedClosedDays: plan.closedDays,
    };
    audit({
      action: 'program.duplicate',
      targetType: 'program',
      targetId: programIdx,
      before: null,
      after: {
        ...result,
        sourceProgramName: source.programName,
        programName: copyName(source.programName),
        firstDate: body.firstDate,
      },
    });
    return result;
  });
}

export function setProgramStatusAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Body<typeof staffProgramStatusBody>,
) {
  const now = new Date();
  return auditedWrite(app, operator, { content: true }, (tx, audit) =>
    setProgramStatusIn(tx, audit, body, now),
  );
}

/** A program's status change inside the caller's transaction (the single change's and bulk 마감's). */
export async function setProgramStatusIn(
  tx: Transaction,
  audit: (record: AuditRecord) => void,
  body: Body<typeof staffProgramStatusBody>,
  now: Date,
) {
  const closedReason = body.status === 'CLOSEDADMIN' ? (body.closedReason ?? null) : null;
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
