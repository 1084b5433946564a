/**
 * Queries of surveys (decision 021): the member's eligible surveys, one survey with
 * its questions, the member's response, writing a response, and the staff console's counts.
 * Every function takes a `Database` that may be a transaction: the service decides what runs
 * together. SQL stays PostgreSQL 15 compatible (CI runs it there; PGlite reports 18).
 */
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  checkIns,
  programs,
  reserveEntries,
  surveyAnswers,
  surveyQuestionOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import {
  answeredOtherVersion,
  isReplaced,
  replacedBySurveyIdx,
  replacesSurveyIdx,
} from './survey-versions';

type Db = Database | Transaction;

/**
 * Whether member `userIdx` may answer the survey of the surrounding query (decision 021):
 * VISIT — a check-in of theirs on a day of the survey's period; PROGRAM — a check-in of theirs at
 * the program, or an entry of theirs for it that became DONE (attended).
 */
function eligibleFor(userIdx: number): SQL {
  return sql`(
    (${surveys.targetType} = 'VISIT' and exists (
      select 1 from ${checkIns}
      where ${checkIns.userIdx} = ${userIdx}
        and ${checkIns.visitDate} between ${surveys.startDate} and ${surveys.endDate}))
    or (${surveys.targetType} = 'PROGRAM' and (
      exists (
        select 1 from ${checkIns}
        where ${checkIns.userIdx} = ${userIdx} and ${checkIns.programIdx} = ${surveys.programIdx})
      or exists (
        select 1 from ${reserveEntries}
        where ${reserveEntries.userIdx} = ${userIdx}
          and ${reserveEntries.programIdx} = ${surveys.programIdx}
          and ${reserveEntries.status} = 'DONE')))
  )`;
}

const questionCount = sql<number>`(
  select count(*) from ${surveyQuestions} where ${surveyQuestions.surveyIdx} = ${surveys.surveyIdx}
)`.mapWith(Number);

const summaryColumns = {
  surveyIdx: surveys.surveyIdx,
  title: surveys.title,
  summary: surveys.summary,
  targetType: surveys.targetType,
  programIdx: surveys.programIdx,
  programName: programs.programName,
  startDate: surveys.startDate,
  endDate: surveys.endDate,
  displayYn: surveys.displayYn,
  questionCount,
};

/** A survey's own columns, its program's name (editor HTML) and its question count. */
export interface SurveyRow {
  surveyIdx: number;
  title: string;
  summary: string;
  targetType: string;
  programIdx: number | null;
  programName: string | null;
  startDate: string;
  endDate: string;
  displayYn: boolean;
  questionCount: number;
}

/**
 * The displayed surveys open on `today` that the member may answer, with their response to each
 * (answeredAt null when not answered). Unordered: the service orders them.
 */
export async function listOpenEligibleSurveys(db: Db, userIdx: number, today: string) {
  return db
    .select({ ...summaryColumns, answeredAt: surveyResponses.answeredAt })
    .from(surveys)
    .leftJoin(programs, eq(programs.programIdx, surveys.programIdx))
    .leftJoin(
      surveyResponses,
      and(eq(surveyResponses.surveyIdx, surveys.surveyIdx), eq(surveyResponses.userIdx, userIdx)),
    )
    .where(
      and(
        eq(surveys.displayYn, true),
        lte(surveys.startDate, today),
        gte(surveys.endDate, today),
        eligibleFor(userIdx),
        // One version of a survey per member (decision 031): the current one, unless they
        // answered an older one, which they keep seeing as answered.
        sql`((not ${isReplaced} and not ${answeredOtherVersion(userIdx)})
          or ${surveyResponses.surveyResponseIdx} is not null)`,
      ),
    );
}

/**
 * One survey, displayed or not, with whether `userIdx` is eligible for it, whether a newer version
 * replaced it, and whether the member answered another version of it (decision 031).
 */
export async function findSurvey(db: Db, surveyIdx: number, userIdx: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      eligible: sql<boolean>`${eligibleFor(userIdx)}`,
      replaced: isReplaced,
      answeredOtherVersion: answeredOtherVersion(userIdx),
    })
    .from(surveys)
    .leftJoin(programs, eq(programs.programIdx, surveys.programIdx))
    .where(eq(surveys.surveyIdx, surveyIdx));
  return row;
}

/** The survey's questions and their options, each in display order. */
export async function listQuestions(db: Db, surveyIdx: number) {
  const questions = await db
    .select({
      surveyQuestionIdx: surveyQuestions.surveyQuestionIdx,
      questionType: surveyQuestions.questionType,
      requiredYn: surveyQuestions.requiredYn,
      questionText: surveyQuestions.questionText,
    })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyIdx, surveyIdx))
    .orderBy(asc(surveyQuestions.sortIndex), asc(surveyQuestions.surveyQuestionIdx));
  const options =
    questions.length === 0
      ? []
      : await db
          .select({
            surveyQuestionIdx: surveyQuestionOptions.surveyQuestionIdx,
            surveyQuestionOptionIdx: surveyQuestionOptions.surveyQuestionOptionIdx,
            optionText: surveyQuestionOptions.optionText,
          })
          .from(surveyQuestionOptions)
          .where(
            inArray(
              surveyQuestionOptions.surveyQuestionIdx,
              questions.map((q) => q.surveyQuestionIdx),
            ),
          )
          .orderBy(
            asc(surveyQuestionOptions.surveyQuestionIdx),
            asc(surveyQuestionOptions.sortIndex),
            asc(surveyQuestionOptions.surveyQuestionOptionIdx),
          );
  return { questions, options };
}

/** The member's response to the survey, if any. */
export async function findResponse(db: Db, surveyIdx: number, userIdx: number) {
  const [row] = await db
    .select({
      surveyResponseIdx: surveyResponses.surveyResponseIdx,
      answeredAt: surveyResponses.answeredAt,
    })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyIdx, surveyIdx), eq(surveyResponses.userIdx, userIdx)));
  return row;
}

/** The stored answers of one response, in question order. */
export async function listResponseAnswers(db: Db, surveyResponseIdx: number) {
  return db
    .select({ surveyQuestionIdx: surveyAnswers.surveyQuestionIdx, answer: surveyAnswers.answer })
    .from(surveyAnswers)
    .innerJoin(
      surveyQuestions,
      eq(surveyQuestions.surveyQuestionIdx, surveyAnswers.surveyQuestionIdx),
    )
    .where(eq(surveyAnswers.surveyResponseIdx, surveyResponseIdx))
    .orderBy(asc(surveyQuestions.sortIndex), asc(surveyQuestions.surveyQuestionIdx));
}

/**
 * Inserts the member's response unless one exists (the unique index decides a race: the loser
 * inserts nothing and gets undefined), then its answers. Run inside a transaction.
 */
export async function insertResponse(
  tx: Transaction,
  input: {
    surveyIdx: number;
    userIdx: number;
    answeredAt: Date;
    answers: { surveyQuestionIdx: number; answer: string }[];
  },
) {
  const [response] = await tx
    .insert(surveyResponses)
    .values({ surveyIdx: input.surveyIdx, userIdx: input.userIdx, answeredAt: input.answeredAt })
    .onConflictDoNothing()
    .returning({
      surveyResponseIdx: surveyResponses.surveyResponseIdx,
      answeredAt: surveyResponses.answeredAt,
    });
  if (!response) return undefined;
  if (input.answers.length > 0) {
    await tx.insert(surveyAnswers).values(
      input.answers.map((answer) => ({
        surveyResponseIdx: response.surveyResponseIdx,
        ...answer,
      })),
    );
  }
  return response;
}

// staff

const responseCount = sql<number>`(
  select count(*) from ${surveyResponses} where ${surveyResponses.surveyIdx} = ${surveys.surveyIdx}
)`.mapWith(Number);

const staffColumns = {
  ...summaryColumns,
  responseCount,
  replacesSurveyIdx: replacesSurveyIdx.mapWith((v: unknown) => (v === null ? null : Number(v))),
  replacedBySurveyIdx: replacedBySurveyIdx.mapWith((v: unknown) => (v === null ? null : Number(v))),
};

/**
 * Every survey (hidden ones too) with its response count (anonymised responses count) and its
 * versions' links.
 */
export async function listAllSurveys(db: Db) {
  return db
    .select(staffColumns)
    .from(surveys)
    .leftJoin(programs, eq(programs.programIdx, surveys.programIdx));
}

/** One survey for the console, or undefined. */
export async function findStaffSurvey(db: Db, surveyIdx: number) {
  const [row] = await db
    .select(staffColumns)
    .from(surveys)
    .leftJoin(programs, eq(programs.programIdx, surveys.programIdx))
    .where(eq(surveys.surveyIdx, surveyIdx));
  return row;
}

/** How many responses answered each question of the survey (blank answers are not stored). */
export async function countAnswersPerQuestion(db: Db, surveyIdx: number) {
  const rows = await db
    .select({ surveyQuestionIdx: surveyAnswers.surveyQuestionIdx, count: count() })
    .from(surveyAnswers)
    .innerJoin(
      surveyQuestions,
      eq(surveyQuestions.surveyQuestionIdx, surveyAnswers.surveyQuestionIdx),
    )
    .where(eq(surveyQuestions.surveyIdx, surveyIdx))
    .groupBy(surveyAnswers.surveyQuestionIdx);
  return new Map(rows.map((row) => [row.surveyQuestionIdx, Number(row.count)]));
}

/**
 * How often each option of the survey was chosen. Choice answers are stored normalised ("3,4"),
 * so an option counts once per answer that lists it (OBJMULTI answers count every option).
 */
export async function countOptionChoices(db: Db, surveyIdx: number) {
  const rows = await db
    .select({
      surveyQuestionOptionIdx: surveyQuestionOptions.surveyQuestionOptionIdx,
      count: sql<number>`count(${surveyAnswers.surveyResponseIdx})`.mapWith(Number),
    })
    .from(surveyQuestionOptions)
    .innerJoin(
      surveyQuestions,
      eq(surveyQuestions.surveyQuestionIdx, surveyQuestionOptions.surveyQuestionIdx),
    )
    .leftJoin(
      surveyAnswers,
      and(
        eq(surveyAnswers.surveyQuestionIdx, surveyQuestionOptions.surveyQuestionIdx),
        sql`${surveyQuestionOptions.surveyQuestionOptionIdx}::text = any(string_to_array(${surveyAnswers.answer}, ','))`,
      ),
    )
    .where(eq(surveyQuestions.surveyIdx, surveyIdx))
    .groupBy(surveyQuestionOptions.surveyQuestionOptionIdx);
  return new Map(rows.map((row) => [row.surveyQuestionOptionIdx, row.count]));
}

/** The newest `limit` text answers of each text question of the survey, newest first. */
export async function listNewestTextAnswers(db: Db, surveyIdx: number, limit: number) {
  const ranked = db
    .select({
      surveyQuestionIdx: surveyAnswers.surveyQuestionIdx,
      answer: surveyAnswers.answer,
      answeredAt: surveyResponses.answeredAt,
      surveyResponseIdx: surveyResponses.surveyResponseIdx,
      rank: sql<number>`row_number() over (
        partition by ${surveyAnswers.surveyQuestionIdx}
        order by ${surveyResponses.answeredAt} desc, ${surveyResponses.surveyResponseIdx} desc
      )`.as('rank'),
    })
    .from(surveyAnswers)
    .innerJoin(
      surveyResponses,
      eq(surveyResponses.surveyResponseIdx, surveyAnswers.surveyResponseIdx),
    )
    .innerJoin(
      surveyQuestions,
      eq(surveyQuestions.surveyQuestionIdx, surveyAnswers.surveyQuestionIdx),
    )
    .where(
      and(
        eq(surveyQuestions.surveyIdx, surveyIdx),
        inArray(surveyQuestions.questionType, ['SUBJECTIVE', 'DESCRIPTIVE']),
      ),
    )
    .as('ranked');
  return db
    .select({
      surveyQuestionIdx: ranked.surveyQuestionIdx,
      answer: ranked.answer,
      answeredAt: ranked.answeredAt,
    })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(
      asc(ranked.surveyQuestionIdx),
      desc(ranked.answeredAt),
      desc(ranked.surveyResponseIdx),
    );
}
