// Surveys (decision 021): surveys and their versions, questions and options, and members'
// responses and answers.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './members';
import { programs } from './programs';

/**
 * Surveys (decision 021): about the member's visit (VISIT) or one program (PROGRAM,
 * `programIdx` set), open between two Seoul days inclusive. Questions use the reservation
 * questions' four types and wire format.
 */
export const surveys = pgTable(
  'surveys',
  {
    surveyIdx: serial('survey_idx').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    summary: text('summary').notNull().default(''),
    /** VISIT | PROGRAM */
    targetType: varchar('target_type', { length: 10 }).notNull(),
    programIdx: integer('program_idx').references(() => programs.programIdx, {
      onDelete: 'cascade',
    }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    displayYn: boolean('display_yn').notNull().default(true),
    /**
     * The first survey of the versions this one belongs to (decision 031): an answered survey
     * whose questions change is replaced by a new survey with the same original. Null for a first
     * version. The newest of a line is current; the older ones are closed to members.
     */
    originalSurveyIdx: integer('original_survey_idx').references(
      (): AnyPgColumn => surveys.surveyIdx,
    ),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [
    index('surveys_period_idx').on(t.startDate, t.endDate),
    index('surveys_original_idx').on(t.originalSurveyIdx),
    check(
      'surveys_target_ck',
      sql`(${t.targetType} = 'VISIT' and ${t.programIdx} is null) or (${t.targetType} = 'PROGRAM' and ${t.programIdx} is not null)`,
    ),
    check('surveys_period_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    surveyQuestionIdx: serial('survey_question_idx').primaryKey(),
    surveyIdx: integer('survey_idx')
      .notNull()
      .references(() => surveys.surveyIdx, { onDelete: 'cascade' }),
    /** OBJONE | OBJMULTI | SUBJECTIVE | DESCRIPTIVE */
    questionType: varchar('question_type', { length: 12 }).notNull(),
    requiredYn: boolean('required_yn').notNull().default(true),
    questionText: text('question_text').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('survey_questions_survey_idx').on(t.surveyIdx, t.sortIndex)],
);

export const surveyQuestionOptions = pgTable(
  'survey_question_options',
  {
    surveyQuestionOptionIdx: serial('survey_question_option_idx').primaryKey(),
    surveyQuestionIdx: integer('survey_question_idx')
      .notNull()
      .references(() => surveyQuestions.surveyQuestionIdx, { onDelete: 'cascade' }),
    optionText: varchar('option_text', { length: 100 }).notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('survey_question_options_question_idx').on(t.surveyQuestionIdx, t.sortIndex)],
);

/**
 * One member's answering of a survey: unique per (survey, member), so a survey is answered once
 * even when two submits race. On withdrawal `user_idx` becomes null: the answers stay as anonymous
 * results (decision 021).
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    surveyResponseIdx: serial('survey_response_idx').primaryKey(),
    surveyIdx: integer('survey_idx')
      .notNull()
      .references(() => surveys.surveyIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_responses_once_uq').on(t.surveyIdx, t.userIdx),
    index('survey_responses_user_idx').on(t.userIdx),
  ],
);

/** The answers of a response, in the wire format of entry-answers.ts (option ids joined by commas). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    surveyResponseIdx: integer('survey_response_idx')
      .notNull()
      .references(() => surveyResponses.surveyResponseIdx, { onDelete: 'cascade' }),
    surveyQuestionIdx: integer('survey_question_idx')
      .notNull()
      .references(() => surveyQuestions.surveyQuestionIdx, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyResponseIdx, t.surveyQuestionIdx] }),
    index('survey_answers_question_idx').on(t.surveyQuestionIdx),
  ],
);
