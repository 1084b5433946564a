/**
 * Versions of a survey (decision 031). An answered survey whose questions change is replaced by a
 * new survey; all versions share `original_survey_idx` (the first version's id, null on the first
 * itself), so a line is `coalesce(original_survey_idx, survey_idx)`. The newest of a line is
 * current; an older one is *replaced*: closed to members who did not answer it. A member answers
 * one version of a line at most. These SQL fragments are correlated with the outer `surveys` row;
 * the members' reads (surveys.repository.ts) and the console's writes (features/content/cms-surveys) both
 * use them, so the rule is spelled once.
 */
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { surveyResponses, surveys } from '../../../db/schema';

const other = alias(surveys, 'survey_version');
/** `from` of the alias: raw SQL renders an alias by its name only. */
const otherFrom = sql`${surveys} as ${sql.identifier('survey_version')}`;

const otherLine = sql`coalesce(${other.originalSurveyIdx}, ${other.surveyIdx})`;
/**
 * The outer row, spelled with its table name: Drizzle leaves a column unqualified in a query over
 * one table, and inside these subqueries an unqualified name would mean the alias's column.
 */
const outerIdx = sql`"surveys"."survey_idx"`;
const outerLine = sql`coalesce("surveys"."original_survey_idx", ${outerIdx})`;

/** The next version of the outer survey, or null while it is current. */
export const replacedBySurveyIdx = sql<number | null>`(
  select min(${other.surveyIdx}) from ${otherFrom}
  where ${otherLine} = ${outerLine} and ${other.surveyIdx} > ${outerIdx}
)`;

/** The version the outer survey replaced, or null for a first version. */
export const replacesSurveyIdx = sql<number | null>`(
  select max(${other.surveyIdx}) from ${otherFrom}
  where ${otherLine} = ${outerLine} and ${other.surveyIdx} < ${outerIdx}
)`;

/** Whether the outer survey has been replaced by a newer version. */
export const isReplaced: SQL<boolean> = sql<boolean>`exists (
  select 1 from ${otherFrom}
  where ${otherLine} = ${outerLine} and ${other.surveyIdx} > ${outerIdx}
)`;

/** Whether member `userIdx` answered another version of the outer survey's line. */
export function answeredOtherVersion(userIdx: number): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${surveyResponses}
    inner join ${otherFrom} on ${other.surveyIdx} = ${surveyResponses.surveyIdx}
    where ${surveyResponses.userIdx} = ${userIdx}
      and ${otherLine} = ${outerLine}
      and ${other.surveyIdx} <> ${outerIdx}
  )`;
}
