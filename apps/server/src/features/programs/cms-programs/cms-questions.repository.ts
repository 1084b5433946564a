/**
 * A program's participation questions in versions (decision 026, after decision 021): the
 * current version is the rows with `retired_at` null, the one /participy asks. Saving a set that
 * entries have answered retires those rows (they stay, so the answers keep their questions) and
 * writes the new set as the next version; a set nobody answered yet is replaced in place.
 */
import type { QuestionType, StaffQuestionVersion, staffQuestionSaveBody } from '@venue/contract';
import { toSeoulIso } from '@venue/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { programQuestionOptions, programQuestions, reserveEntryAnswers } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { toYn } from '../../../lib/yn';

type Db = Database | Transaction;
type QuestionInput = z.output<typeof staffQuestionSaveBody>['questionList'][number];

/** Every version of the program's questions, the current one first, then newest first. */
export async function listQuestionVersions(
  db: Db,
  programIdx: number,
): Promise<{ currentVersion: number; versionList: StaffQuestionVersion[] }> {
  const questions = await db
    .select()
    .from(programQuestions)
    .where(eq(programQuestions.programIdx, programIdx))
    .orderBy(asc(programQuestions.sortIndex), asc(programQuestions.programQuestionIdx));
  const ids = questions.map((q) => q.programQuestionIdx);
  const options =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(programQuestionOptions)
          .where(inArray(programQuestionOptions.programQuestionIdx, ids))
          .orderBy(
            asc(programQuestionOptions.sortIndex),
            asc(programQuestionOptions.programQuestionOptionIdx),
          );
  const answered =
    ids.length === 0
      ? []
      : await db
          .select({
            version: programQuestions.version,
            entries: sql<number>`count(distinct ${reserveEntryAnswers.reserveEntryIdx})::int`,
          })
          .from(reserveEntryAnswers)
          .innerJoin(
            programQuestions,
            eq(programQuestions.programQuestionIdx, reserveEntryAnswers.programQuestionIdx),
          )
          .where(eq(programQuestions.programIdx, programIdx))
          .groupBy(programQuestions.version);
  const entriesOf = new Map(answered.map((row) => [row.version, Number(row.entries)]));
  const currentVersion = versionNow(questions);

  const versions = new Map<number, StaffQuestionVersion>();
  versions.set(currentVersion, {
    version: currentVersion,
    currentYn: 'Y',
    retiredAt: null,
    answeredEntryCount: entriesOf.get(currentVersion) ?? 0,
    questionList: [],
  });
  for (const q of questions) {
    let version = versions.get(q.version);
    if (!version) {
      version = {
        version: q.version,
        currentYn: 'N',
        retiredAt: q.retiredAt ? toSeoulIso(q.retiredAt) : null,
        answeredEntryCount: entriesOf.get(q.version) ?? 0,
        questionList: [],
      };
      versions.set(q.version, version);
    }
    version.questionList.push({
      programQuestionIdx: q.programQuestionIdx,
      questionType: q.questionType as QuestionType,
      questionText: q.questionText,
      requiredYn: toYn(q.requiredYn),
      duplicateYn: toYn(q.duplicateYn),
      optionList: options
        .filter((o) => o.programQuestionIdx === q.programQuestionIdx)
        .map((o) => ({
          programQuestionOptionIdx: o.programQuestionOptionIdx,
          multipleText: o.multipleText,
        })),
    });
  }
  const versionList = [...versions.values()].sort((a, b) =>
    a.currentYn === b.currentYn ? b.version - a.version : a.currentYn === 'Y' ? -1 : 1,
  );
  return { currentVersion, versionList };
}

/**
 * The current version: that of the live rows, else the one after the last retired version (a
 * set that was emptied after being answered), else 1.
 */
function versionNow(rows: { version: number; retiredAt: Date | null }[]): number {
  const live = rows.find((row) => row.retiredAt === null);
  if (live) return live.version;
  return Math.max(0, ...rows.map((row) => row.version)) + 1;
}

/** The comparable form of a set, to tell an unchanged save from an edit. */
function shape(list: QuestionInput[]) {
  return JSON.stringify(
    list.map((q) => [
      q.questionType,
      q.questionText,
      q.requiredYn,
      q.duplicateYn,
      q.optionList.map((o) => o.multipleText),
    ]),
  );
}

/**
 * Saves the whole set (the program row is locked by the caller, so bookings referencing it
 * wait). Answers the version now asked and whether the answered set was kept as an old one.
 */
export async function saveQuestionSet(
  tx: Transaction,
  programIdx: number,
  list: QuestionInput[],
  now: Date,
): Promise<{ version: number; newVersion: boolean; changed: boolean }> {
  const before = await listQuestionVersions(tx, programIdx);
  const current = before.versionList.find((v) => v.currentYn === 'Y');
  const currentInput: QuestionInput[] = (current?.questionList ?? []).map((q) => ({
    questionType: q.questionType,
    questionText: q.questionText,
    requiredYn: q.requiredYn,
    duplicateYn: q.duplicateYn,
    optionList: q.optionList.map((o) => ({ multipleText: o.multipleText })),
  }));
  if (shape(currentInput) === shape(list)) {
    return { version: before.currentVersion, newVersion: false, changed: false };
  }
  const live = and(eq(programQuestions.programIdx, programIdx), isNull(programQuestions.retiredAt));
  const ids = current?.questionList.map((q) => q.programQuestionIdx) ?? [];
  const [answer] =
    ids.length === 0
      ? []
      : await tx
          .select({ id: reserveEntryAnswers.reserveEntryIdx })
          .from(reserveEntryAnswers)
          .where(inArray(reserveEntryAnswers.programQuestionIdx, ids))
          .limit(1);
  let version = before.currentVersion;
  if (answer) {
    await tx.update(programQuestions).set({ retiredAt: now }).where(live);
    const [last] = await tx
      .select({ max: sql<number>`max(${programQuestions.version})::int` })
      .from(programQuestions)
      .where(eq(programQuestions.programIdx, programIdx));
    version = Number(last?.max ?? 0) + 1;
  } else {
    // Nobody answered these rows: replacing them loses nothing (options cascade).
    await tx.delete(programQuestions).where(live);
  }
  for (const [sortIndex, q] of list.entries()) {
    const [row] = await tx
      .insert(programQuestions)
      .values({
        programIdx,
        questionType: q.questionType,
        questionText: q.questionText,
        requiredYn: q.requiredYn === 'Y',
        duplicateYn: q.duplicateYn === 'Y',
        sortIndex,
        version,
      })
      .returning({ id: programQuestions.programQuestionIdx });
    if (!row) throw new Error('question insert returned no row');
    if (q.optionList.length > 0) {
      await tx.insert(programQuestionOptions).values(
        q.optionList.map((option, optionIndex) => ({
          programQuestionIdx: row.id,
          multipleText: option.multipleText,
          sortIndex: optionIndex,
        })),
      );
    }
  }
  return { version, newVersion: Boolean(answer), changed: true };
}
