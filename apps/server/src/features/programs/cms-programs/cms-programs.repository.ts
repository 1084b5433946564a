/**
 * Programs and categories as the staff console edits them (decision 026): every field of a
 * program, drafts included, and the writes that replace them. Visitor reads stay in the
 * programs feature; this file never decides what a visitor sees beyond `display_yn`.
 */

import type { staffProgramListBody, staffProgramSaveBody } from '@venue/contract';
import {
  type ProgramPublishState,
  STAFF_PROGRAM_PAGE_SIZE,
  type StaffProgram,
  type StaffProgramListItem,
  seoulToday,
  toSeoulIso,
} from '@venue/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  floors,
  operators,
  programButtons,
  programCategories,
  programInstances,
  programLinks,
  programOptions,
  programs,
  programTerms,
  reserveEntries,
  zones,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import { toYn } from '../../../lib/yn';
import { isProgramDrawn } from '../draws/draws.service';
import { programOptionsAndButtons } from '../programs/programs.service';

type Db = Database | Transaction;
type SaveBody = z.output<typeof staffProgramSaveBody>;
type ListFilter = NonNullable<z.output<typeof staffProgramListBody>>;

const yes = (value: 'Y' | 'N') => value === 'Y';

const publishStateSql = sql<ProgramPublishState>`case when ${programs.displayYn} then 'PUBLISHED' when ${programs.publishedAt} is not null then 'HIDDEN' else 'DRAFT' end`;

function publishState(row: { displayYn: boolean; publishedAt: Date | null }): ProgramPublishState {
  if (row.displayYn) return 'PUBLISHED';
  return row.publishedAt ? 'HIDDEN' : 'DRAFT';
}

/** `%` and `_` are literal in a search: escape them for ILIKE. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ── Reading ─────────────────────────────────────────────────────────────────

export async function listStaffPrograms(
  db: Database,
  filter: ListFilter,
  now: Date,
): Promise<{ list: StaffProgramListItem[]; page: number; pageSize: number; totalCount: number }> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(programs.status, filter.status));
  if (filter.programType) where.push(eq(programs.programType, filter.programType));
  if (filter.programCategoryIdx) {
    where.push(eq(programs.programCategoryIdx, filter.programCategoryIdx));
  }
  if (filter.publishState) where.push(sql`${publishStateSql} = ${filter.publishState}`);
  if (filter.search) {
    const pattern = contains(filter.search);
    const match = or(ilike(programs.programName, pattern), ilike(programs.programSummary, pattern));
    if (match) where.push(match);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const today = seoulToday(now);
  const live = sql`i.program_idx = programs.program_idx and i.cancelled_at is null`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        programIdx: programs.programIdx,
        programName: programs.programName,
        programType: programs.programType,
        programCategoryIdx: programs.programCategoryIdx,
        programCategoryName: programCategories.programCategoryName,
        status: programs.status,
        publishState: publishStateSql,
        publishAt: programs.publishAt,
        scheduleType: programs.scheduleType,
        zoneName: zones.zoneName,
        floorName: floors.floorName,
        instanceCount: sql<number>`(select count(*)::int from program_instances i where ${live})`,
        nextExecDate: sql<
          string | null
        >`(select min(i.exec_date)::text from program_instances i where ${live} and i.exec_date >= ${today})`,
        modDate: programs.modDate,
      })
      .from(programs)
      .innerJoin(
        programCategories,
        eq(programCategories.programCategoryIdx, programs.programCategoryIdx),
      )
      .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
      .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
      .where(condition)
      .orderBy(desc(programs.programIdx))
      .limit(STAFF_PROGRAM_PAGE_SIZE)
      .offset((filter.page - 1) * STAFF_PROGRAM_PAGE_SIZE),
    db.select({ n: count() }).from(programs).where(condition),
  ]);
  return {
    list: rows.map((row) => ({
      ...row,
      programType: row.programType as StaffProgramListItem['programType'],
      status: row.status as StaffProgramListItem['status'],
      scheduleType: row.scheduleType as StaffProgramListItem['scheduleType'],
      instanceCount: Number(row.instanceCount),
      publishAt: row.publishAt ? toSeoulIso(row.publishAt) : null,
      modDate: toSeoulIso(row.modDate),
    })),
    page: filter.page,
    pageSize: STAFF_PROGRAM_PAGE_SIZE,
    totalCount: total?.n ?? 0,
  };
}

/** Every editable field and the state of one program, drafts too; null when unknown. */
export async function findStaffProgram(db: Db, programIdx: number): Promise<StaffProgram | null> {
  const [row] = await db
    .select()
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .limit(1);
  if (!row) return null;
  const { optionList, buttonList } = await programOptionsAndButtons(db, programIdx);
  const [links, terms, scheduledBy] = await Promise.all([
    db
      .select({ linkedProgramIdx: programLinks.linkedProgramIdx, kind: programLinks.kind })
      .from(programLinks)
      .where(eq(programLinks.programIdx, programIdx))
      .orderBy(asc(programLinks.sortIndex), asc(programLinks.linkedProgramIdx)),
    db
      .select()
      .from(programTerms)
      .where(eq(programTerms.programIdx, programIdx))
      .orderBy(asc(programTerms.sortIndex), asc(programTerms.programTermsIdx)),
    row.publishAt && row.publishScheduledBy !== null
      ? db
          .select({ name: operators.name })
          .from(operators)
          .where(eq(operators.operatorIdx, row.publishScheduledBy))
      : Promise.resolve([]),
  ]);
  const linked = (kind: string) =>
    links.filter((link) => link.kind === kind).map((link) => link.linkedProgramIdx);
  return {
    programIdx: row.programIdx,
    programType: row.programType as StaffProgram['programType'],
    programCategoryIdx: row.programCategoryIdx,
    zoneIdx: row.zoneIdx,
    programName: row.programName,
    programSummary: row.programSummary,
    savePath: row.savePath,
    descriptionType: row.descriptionType as StaffProgram['descriptionType'],
    programEditor: row.programEditor,
    programLink: row.programLink,
    useOptionYn: toYn(row.useOptionYn),
    optionList,
    useButtonYn: toYn(row.useButtonYn),
    buttonList,
    useRelatedProgramYn: toYn(row.useRelatedProgramYn),
    relatedProgramIdxList: linked('RELATED'),
    usePrevProgramYn: toYn(row.usePrevProgramYn),
    prevProgramIdxList: linked('PREV'),
    noticeType: row.noticeType as StaffProgram['noticeType'],
    noticeText: row.noticeText,
    tutorialYn: toYn(row.tutorialYn),
    tutorialLink: row.tutorialLink,
    scheduleType: row.scheduleType as StaffProgram['scheduleType'],
    periodType: row.periodType as StaffProgram['periodType'],
    minExecDate: row.minExecDate,
    maxExecDate: row.maxExecDate,
    maxPersonCount: row.maxPersonCount,
    entryStartAt: row.entryStartAt ? toSeoulIso(row.entryStartAt) : null,
    entryEndAt: row.entryEndAt ? toSeoulIso(row.entryEndAt) : null,
    winnerCount: row.winnerCount,
    winnerAnnouncementDate: row.winnerAnnouncementDate
      ? toSeoulIso(row.winnerAnnouncementDate)
      : null,
    nameCollectYn: toYn(row.nameCollectYn),
    nameRequiredYn: toYn(row.nameRequiredYn),
    contactCollectYn: toYn(row.contactCollectYn),
    contactRequiredYn: toYn(row.contactRequiredYn),
    emailCollectYn: toYn(row.emailCollectYn),
    emailRequiredYn: toYn(row.emailRequiredYn),
    programTermList: terms.map((term) => ({
      programTermsIdx: term.programTermsIdx,
      termsName: term.termsName,
      termsDescription: term.termsDescription,
      requiredYn: toYn(term.requiredYn),
    })),
    sortIndex: row.sortIndex,
    status: row.status as StaffProgram['status'],
    closedReason: row.closedReason,
    publishState: publishState(row),
    publishedAt: row.publishedAt ? toSeoulIso(row.publishedAt) : null,
    publishAt: row.publishAt ? toSeoulIso(row.publishAt) : null,
    publishScheduledByName: row.publishAt ? (scheduledBy[0]?.name ?? null) : null,
    regDate: toSeoulIso(row.regDate),
    modDate: toSeoulIso(row.modDate),
  };
}

/** The program row locked for this transaction (FOR UPDATE); 404 when unknown. */
export async function lockProgram(tx: Transaction, programIdx: number) {
  const [row] = await tx
    .select({
      programIdx: programs.programIdx,
      programType: programs.programType,
      scheduleType: programs.scheduleType,
      winnerCount: programs.winnerCount,
      winnerAnnouncementDate: programs.winnerAnnouncementDate,
    })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .for('update');
  if (!row) throw new AppError(404, 'PROGRAM_NOT_FOUND');
  return row;
}

// ── Saving ──────────────────────────────────────────────────────────────────

type Field = { path: string; message: string };

/** The rows the body names must exist: a foreign key error would be a 500. */
async function referenceIssues(tx: Transaction, body: SaveBody): Promise<Field[]> {
  const issues: Field[] = [];
  const [category] = await tx
    .select({ id: programCategories.programCategoryIdx })
    .from(programCategories)
    .where(eq(programCategories.programCategoryIdx, body.programCategoryIdx));
  if (!category) issues.push({ path: 'programCategoryIdx', message: '분류를 다시 골라 주세요.' });
  if (body.zoneIdx !== null) {
    const [zone] = await tx
      .select({ id: zones.zoneIdx })
      .from(zones)
      .where(eq(zones.zoneIdx, body.zoneIdx));
    if (!zone) issues.push({ path: 'zoneIdx', message: '장소를 다시 골라 주세요.' });
  }
  const linked = [...new Set([...body.relatedProgramIdxList, ...body.prevProgramIdxList])];
  if (linked.length > 0) {
    const found = new Set(
      (
        await tx
          .select({ id: programs.programIdx })
          .from(programs)
          .where(inArray(programs.programIdx, linked))
      ).map((row) => row.id),
    );
    for (const path of ['relatedProgramIdxList', 'prevProgramIdxList'] as const) {
      if (body[path].some((id) => !found.has(id))) {
        issues.push({ path, message: '없는 프로그램이 있어요. 다시 골라 주세요.' });
      }
    }
  }
  return issues;
}

function programValues(body: SaveBody, now: Date) {
  const date = (iso: string | null) => (iso ? new Date(iso) : null);
  return {
    programType: body.programType,
    programCategoryIdx: body.programCategoryIdx,
    zoneIdx: body.zoneIdx,
    programName: sanitizeEditorHtml(body.programName),
    programSummary: body.programSummary,
    savePath: body.savePath,
    descriptionType: body.descriptionType,
    programEditor: sanitizeEditorHtml(body.programEditor),
    programLink: body.programLink,
    useOptionYn: yes(body.useOptionYn),
    useButtonYn: yes(body.useButtonYn),
    useRelatedProgramYn: yes(body.useRelatedProgramYn),
    usePrevProgramYn: yes(body.usePrevProgramYn),
    noticeType: body.noticeType,
    noticeText: body.noticeText,
    tutorialYn: yes(body.tutorialYn),
    tutorialLink: body.tutorialLink,
    scheduleType: body.scheduleType,
    periodType: body.periodType,
    minExecDate: body.minExecDate,
    maxExecDate: body.maxExecDate,
    maxPersonCount: body.maxPersonCount,
    entryStartAt: date(body.entryStartAt),
    entryEndAt: date(body.entryEndAt),
    winnerCount: body.winnerCount,
    winnerAnnouncementDate: date(body.winnerAnnouncementDate),
    nameCollectYn: yes(body.nameCollectYn),
    nameRequiredYn: yes(body.nameRequiredYn),
    contactCollectYn: yes(body.contactCollectYn),
    contactRequiredYn: yes(body.contactRequiredYn),
    emailCollectYn: yes(body.emailCollectYn),
    emailRequiredYn: yes(body.emailRequiredYn),
    sortIndex: body.sortIndex,
    modDate: now,
  };
}

/** An update may not change what entries or instances already rely on. */
async function guardUpdate(tx: Transaction, body: SaveBody & { programIdx: number }) {
  const current = await lockProgram(tx, body.programIdx);
  // A drawn program's winners were counted and announced by its record (decision 036); the
  // editor shows the announcement to the minute, so a save of the same minute changes nothing.
  const minute = (ms: number | null | undefined) => (ms == null ? null : Math.floor(ms / 60_000));
  const announcement = body.winnerAnnouncementDate ? Date.parse(body.winnerAnnouncementDate) : null;
  if (
    (current.winnerCount !== body.winnerCount ||
      minute(current.winnerAnnouncementDate?.getTime()) !== minute(announcement)) &&
    (await isProgramDrawn(tx, body.programIdx))
  ) {
    throw new AppError(
      409,
      'DRAW_ALREADY_RUN',
      '이미 추첨한 프로그램이라 당첨 인원과 발표 일시는 바꿀 수 없어요.',
    );
  }
  if (current.programType !== body.programType) {
    const [entry] = await tx
      .select({ id: reserveEntries.reserveEntryIdx })
      .from(reserveEntries)
      .where(eq(reserveEntries.programIdx, body.programIdx))
      .limit(1);
    if (entry) {
      throw new AppError(409, 'CONFLICT', '예약·응모가 있는 프로그램은 유형을 바꿀 수 없어요.');
    }
  }
  if (body.scheduleType === 'ALWAYS' && current.scheduleType !== 'ALWAYS') {
    const [instance] = await tx
      .select({ id: programInstances.programInstanceIdx })
      .from(programInstances)
      .where(
        and(
          eq(programInstances.programIdx, body.programIdx),
          sql`${programInstances.cancelledAt} is null`,
        ),
      )
      .limit(1);
    if (instance) {
      throw new AppError(
        409,
        'CONFLICT',
        '회차가 있는 프로그램은 상시 운영으로 바꿀 수 없어요. 회차를 먼저 취소해 주세요.',
      );
    }
  }
}

/**
 * Creates (a draft, hidden and OPEN) or replaces every field of a program with its options,
 * buttons, linked programs and terms. Terms keep their id when the body names one of this
 * program's terms, so consents recorded against it still name the same term.
 */
export async function saveProgram(tx: Transaction, body: SaveBody, now: Date): Promise<number> {
  const issues = await referenceIssues(tx, body);
  if (issues.length > 0) throw AppError.invalidFields(issues);
  const values = programValues(body, now);
  let programIdx: number;
  if (body.programIdx === undefined) {
    const [created] = await tx
      .insert(programs)
      .values({ ...values, status: 'OPEN', displayYn: false, regDate: now })
      .returning({ programIdx: programs.programIdx });
    if (!created) throw new Error('program insert returned no row');
    programIdx = created.programIdx;
  } else {
    programIdx = body.programIdx;
    await guardUpdate(tx, { ...body, programIdx });
    await tx.update(programs).set(values).where(eq(programs.programIdx, programIdx));
  }
  await replaceChildren(tx, programIdx, body);
  return programIdx;
}

async function replaceChildren(tx: Transaction, programIdx: number, body: SaveBody) {
  await tx.delete(programOptions).where(eq(programOptions.programIdx, programIdx));
  if (body.optionList.length > 0) {
    await tx
      .insert(programOptions)
      .values(body.optionList.map((option, sortIndex) => ({ ...option, programIdx, sortIndex })));
  }
  await tx.delete(programButtons).where(eq(programButtons.programIdx, programIdx));
  if (body.buttonList.length > 0) {
    await tx.insert(programButtons).values(
      body.buttonList.map((button, sortIndex) => ({
        programIdx,
        buttonType: button.buttonType,
        buttonName: button.buttonName,
        buttonUrl: button.buttonType === 'URL' ? button.buttonUrl : null,
        savePath: button.buttonType === 'FILE' ? button.savePath : null,
        sortIndex,
      })),
    );
  }
  await tx.delete(programLinks).where(eq(programLinks.programIdx, programIdx));
  const links = [
    ...body.relatedProgramIdxList.map((id, sortIndex) => ({ id, sortIndex, kind: 'RELATED' })),
    ...body.prevProgramIdxList.map((id, sortIndex) => ({ id, sortIndex, kind: 'PREV' })),
  ];
  if (links.length > 0) {
    await tx.insert(programLinks).values(
      links.map((link) => ({
        programIdx,
        linkedProgramIdx: link.id,
        kind: link.kind,
        sortIndex: link.sortIndex,
      })),
    );
  }
  await replaceTerms(tx, programIdx, body.programTermList);
}

async function replaceTerms(
  tx: Transaction,
  programIdx: number,
  list: SaveBody['programTermList'],
) {
  const existing = new Set(
    (
      await tx
        .select({ id: programTerms.programTermsIdx })
        .from(programTerms)
        .where(eq(programTerms.programIdx, programIdx))
    ).map((row) => row.id),
  );
  const kept = list
    .map((term) => term.programTermsIdx)
    .filter((id): id is number => id !== undefined && existing.has(id));
  await tx
    .delete(programTerms)
    .where(
      kept.length > 0
        ? and(
            eq(programTerms.programIdx, programIdx),
            notInArray(programTerms.programTermsIdx, kept),
          )
        : eq(programTerms.programIdx, programIdx),
    );
  for (const [sortIndex, term] of list.entries()) {
    const values = {
      termsName: term.termsName,
      termsDescription: sanitizeEditorHtml(term.termsDescription),
      requiredYn: yes(term.requiredYn),
      sortIndex,
    };
    if (term.programTermsIdx !== undefined && existing.has(term.programTermsIdx)) {
      await tx
        .update(programTerms)
        .set(values)
        .where(eq(programTerms.programTermsIdx, term.programTermsIdx));
    } else {
      await tx.insert(programTerms).values({ ...values, programIdx });
    }
  }
}

/** Shows the program to visitors (the first time: its publication) or hides it again. */
/**
 * Whether a program may be published as far as its instances go: a dated RESERVATION or
 * APPLICATION program needs at least one live (not cancelled) instance, or visitors would find a
 * program nobody can book. Information (DEFAULT) and always-open programs need none.
 */
export async function hasInstancesToPublish(tx: Transaction, programIdx: number) {
  const [row] = await tx
    .select({ programType: programs.programType, scheduleType: programs.scheduleType })
    .from(programs)
    .where(eq(programs.programIdx, programIdx));
  if (!row || row.programType === 'DEFAULT' || row.scheduleType === 'ALWAYS') return true;
  const live = await tx
    .select({ idx: programInstances.programInstanceIdx })
    .from(programInstances)
    .where(and(eq(programInstances.programIdx, programIdx), isNull(programInstances.cancelledAt)))
    .limit(1);
  return live.length > 0;
}

export async function setProgramDisplayed(
  tx: Transaction,
  programIdx: number,
  displayed: boolean,
  now: Date,
): Promise<ProgramPublishState> {
  await lockProgram(tx, programIdx);
  const [row] = await tx
    .update(programs)
    .set({
      displayYn: displayed,
      // Published by hand or by its schedule: a schedule still set has nothing left to do.
      ...(displayed
        ? {
            publishedAt: sql`coalesce(${programs.publishedAt}, ${now.toISOString()}::timestamptz)`,
            publishAt: null,
            publishScheduledBy: null,
          }
        : {}),
      modDate: now,
    })
    .where(eq(programs.programIdx, programIdx))
    .returning({ displayYn: programs.displayYn, publishedAt: programs.publishedAt });
  if (!row) throw new AppError(404, 'PROGRAM_NOT_FOUND');
  return publishState(row);
}

/** A duplicate's door rule is its source's (decision 032: the program's place, its window). */
export async function copyDoorRule(tx: Transaction, fromProgramIdx: number, toProgramIdx: number) {
  await tx
    .update(programs)
    .set({
      doorWindowMinutes: sql`(select p.door_window_minutes from programs p where p.program_idx = ${fromProgramIdx})`,
    })
    .where(eq(programs.programIdx, toProgramIdx));
}

// ── Scheduled publishing (decision 068) ────────────────────────────────────

/**
 * Sets (or with null clears) the program's scheduled publication. Answers the schedule before,
 * or null when the program is unknown. The row is locked, so a publish running at the same time
 * finishes first.
 */
export async function setPublishSchedule(
  tx: Transaction,
  programIdx: number,
  schedule: { publishAt: Date | null; operatorIdx: number | null },
  now: Date,
) {
  const [before] = await tx
    .select({
      publishAt: programs.publishAt,
      displayYn: programs.displayYn,
      publishedAt: programs.publishedAt,
    })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .for('update');
  if (!before) return null;
  await tx
    .update(programs)
    .set({
      publishAt: schedule.publishAt,
      publishScheduledBy: schedule.publishAt ? schedule.operatorIdx : null,
      modDate: now,
    })
    .where(eq(programs.programIdx, programIdx));
  return { ...before, publishState: publishState(before) };
}

/** Programs whose scheduled publication has come, the earliest first, with who scheduled it. */
export async function findDuePublications(db: Database, now: Date, limit = 50) {
  return db
    .select({
      programIdx: programs.programIdx,
      publishAt: programs.publishAt,
      scheduledBy: programs.publishScheduledBy,
      operatorLoginId: operators.loginId,
      operatorName: operators.name,
      operatorRole: operators.role,
    })
    .from(programs)
    .leftJoin(operators, eq(operators.operatorIdx, programs.publishScheduledBy))
    .where(and(lte(programs.publishAt, now), eq(programs.displayYn, false)))
    .orderBy(asc(programs.publishAt), asc(programs.programIdx))
    .limit(limit);
}

/**
 * Claims one due publication: the conditional UPDATE takes the schedule off the row only while it
 * is still due, unpublished and set by the same operator, so of two runs (two instances) exactly
 * one gets the row back; the other waits for the row lock, finds nothing to claim and moves on.
 * The caller publishes in the same transaction: a refusal rolls the claim back with it.
 */
export async function claimDuePublication(
  tx: Transaction,
  due: { programIdx: number; scheduledBy: number | null },
  now: Date,
) {
  const [row] = await tx
    .update(programs)
    .set({ publishAt: null, publishScheduledBy: null })
    .where(
      and(
        eq(programs.programIdx, due.programIdx),
        lte(programs.publishAt, now),
        eq(programs.displayYn, false),
        due.scheduledBy === null
          ? isNull(programs.publishScheduledBy)
          : eq(programs.publishScheduledBy, due.scheduledBy),
      ),
    )
    .returning({ programIdx: programs.programIdx });
  return row ?? null;
}

export async function setProgramStatus(
  tx: Transaction,
  input: { programIdx: number; status: string; closedReason: string | null },
  now: Date,
): Promise<{ status: string; closedReason: string | null } | null> {
  const [before] = await tx
    .select({ status: programs.status, closedReason: programs.closedReason })
    .from(programs)
    .where(eq(programs.programIdx, input.programIdx))
    .for('update');
  if (!before) return null;
  await tx
    .update(programs)
    .set({ status: input.status, closedReason: input.closedReason, modDate: now })
    .where(eq(programs.programIdx, input.programIdx));
  return before;
}

// ── Categories ──────────────────────────────────────────────────────────────

export type CategoryRow = {
  programCategoryIdx: number;
  programCategoryName: string;
  sortIndex: number;
};

export async function findCategory(tx: Transaction, programCategoryIdx: number) {
  const [row] = await tx
    .select()
    .from(programCategories)
    .where(eq(programCategories.programCategoryIdx, programCategoryIdx))
    .for('update');
  return row ?? null;
}

export async function saveCategory(
  tx: Transaction,
  input: {
    programCategoryIdx?: number | undefined;
    programCategoryName: string;
    sortIndex: number;
  },
): Promise<CategoryRow> {
  const values = { programCategoryName: input.programCategoryName, sortIndex: input.sortIndex };
  const [row] =
    input.programCategoryIdx === undefined
      ? await tx.insert(programCategories).values(values).returning()
      : await tx
          .update(programCategories)
          .set(values)
          .where(eq(programCategories.programCategoryIdx, input.programCategoryIdx))
          .returning();
  if (!row) throw new AppError(404, 'NOT_FOUND', '분류를 찾을 수 없어요.');
  return row;
}

/** Every category in the order visitors get, with how many programs (drafts too) it holds. */
export async function listCategoriesWithUse(db: Database | Transaction) {
  return db
    .select({
      programCategoryIdx: programCategories.programCategoryIdx,
      programCategoryName: programCategories.programCategoryName,
      sortIndex: programCategories.sortIndex,
      programCount: sql<number>`count(${programs.programIdx})::int`,
    })
    .from(programCategories)
    .leftJoin(programs, eq(programs.programCategoryIdx, programCategories.programCategoryIdx))
    .groupBy(programCategories.programCategoryIdx)
    .orderBy(asc(programCategories.sortIndex), asc(programCategories.programCategoryIdx));
}

/** Locks every category row (the list is saved as a whole), in id order. */
export async function lockAllCategories(tx: Transaction): Promise<CategoryRow[]> {
  return tx
    .select({
      programCategoryIdx: programCategories.programCategoryIdx,
      programCategoryName: programCategories.programCategoryName,
      sortIndex: programCategories.sortIndex,
    })
    .from(programCategories)
    .orderBy(asc(programCategories.programCategoryIdx))
    .for('update');
}

export async function deleteCategory(tx: Transaction, programCategoryIdx: number) {
  await tx
    .delete(programCategories)
    .where(eq(programCategories.programCategoryIdx, programCategoryIdx));
}
