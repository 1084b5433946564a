import { addDays, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { createOperator, staffLogin } from '../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import {
  floors,
  programs,
  surveyAnswers,
  surveyQuestionOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../schema';
import { seedDemoVenue } from './index';
import { surveyedProgramIdx, surveyIds } from './surveys';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const now = new Date('2026-05-13T03:00:00Z'); // Wednesday 12:00 in Seoul
const today = seoulToday(now);

describe('the demo surveys', () => {
  it('seeds a visit and a program survey open around today and a visit survey that ended', async () => {
    await seedDemoVenue(t.db, { now });
    const rows = await t.db.select().from(surveys).orderBy(surveys.surveyIdx);
    expect(
      rows.map((s) => [s.surveyIdx, s.targetType, s.programIdx, s.startDate, s.endDate]),
    ).toEqual([
      [surveyIds.visit, 'VISIT', null, addDays(today, -30), addDays(today, 60)],
      [surveyIds.program, 'PROGRAM', surveyedProgramIdx, addDays(today, -30), addDays(today, 60)],
      [surveyIds.endedVisit, 'VISIT', null, addDays(today, -90), addDays(today, -45)],
    ]);
    expect(rows.every((s) => s.displayYn && s.title !== '' && s.summary !== '')).toBe(true);

    // The program survey is about a program open every day, where members check in.
    const [program] = await t.db
      .select()
      .from(programs)
      .where(eq(programs.programIdx, surveyedProgramIdx));
    expect(program?.scheduleType).toBe('ALWAYS');
    expect(program?.tutorialYn).toBe(true);

    const questions = await t.db
      .select()
      .from(surveyQuestions)
      .orderBy(surveyQuestions.surveyIdx, surveyQuestions.sortIndex);
    const typesOf = (surveyIdx: number) =>
      questions.filter((q) => q.surveyIdx === surveyIdx).map((q) => [q.questionType, q.requiredYn]);
    expect(typesOf(surveyIds.visit)).toEqual([
      ['OBJONE', true],
      ['OBJMULTI', true],
      ['SUBJECTIVE', false],
      ['DESCRIPTIVE', false],
    ]);
    expect(typesOf(surveyIds.program)).toEqual([
      ['OBJONE', true],
      ['OBJONE', true],
      ['DESCRIPTIVE', false],
    ]);
    expect(typesOf(surveyIds.endedVisit)).toHaveLength(2);

    // Every choice question has options; the floors question offers the seeded floor names.
    const options = await t.db
      .select()
      .from(surveyQuestionOptions)
      .orderBy(surveyQuestionOptions.surveyQuestionIdx, surveyQuestionOptions.sortIndex);
    for (const q of questions) {
      const own = options.filter((o) => o.surveyQuestionIdx === q.surveyQuestionIdx);
      expect(own.length > 0, q.questionText).toBe(q.questionType.startsWith('OBJ'));
    }
    const floorQuestion = questions.find((q) => q.questionType === 'OBJMULTI');
    const floorNames = (await t.db.select().from(floors).orderBy(floors.sortIndex)).map(
      (f) => f.floorName,
    );
    expect(
      options
        .filter((o) => o.surveyQuestionIdx === floorQuestion?.surveyQuestionIdx)
        .map((o) => o.optionText),
    ).toEqual(floorNames);
  });

  it('shows staff the two open surveys first and the ended one last', async () => {
    await seedDemoVenue(t.db, { now: new Date() });
    const operator = await createOperator(t.db);
    const cookie = await staffLogin(t.app, operator.loginId, operator.password);
    const response = await postJson(t.app, '/api/staff/surveys', {}, { cookie });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(
      response.body.data.surveyList.map((s: { surveyIdx: number; periodStatus: string }) => [
        s.surveyIdx,
        s.periodStatus,
      ]),
    ).toEqual([
      [surveyIds.program, 'OPEN'],
      [surveyIds.visit, 'OPEN'],
      [surveyIds.endedVisit, 'ENDED'],
    ]);
  });

  it('reseeds after a member answered: the responses stay, ids stay', async () => {
    await seedDemoVenue(t.db, { now });
    const member = await createMember(t.db);
    const [response] = await t.db
      .insert(surveyResponses)
      .values({ surveyIdx: surveyIds.visit, userIdx: member.userIdx })
      .returning();
    const [question] = await t.db.select().from(surveyQuestions).limit(1);
    if (!response || !question) throw new Error('no response or question');
    await t.db.insert(surveyAnswers).values({
      surveyResponseIdx: response.surveyResponseIdx,
      surveyQuestionIdx: question.surveyQuestionIdx,
      answer: '1',
    });

    await seedDemoVenue(t.db, { now: new Date(now.getTime() + 86_400_000) });

    expect(await t.db.select().from(surveyResponses)).toHaveLength(1);
    expect(await t.db.select().from(surveyAnswers)).toHaveLength(1);
    const ids = (await t.db.select().from(surveys)).map((s) => s.surveyIdx).sort();
    expect(ids).toEqual([surveyIds.visit, surveyIds.program, surveyIds.endedVisit]);
    const [added] = await t.db
      .insert(surveys)
      .values({ title: '새 설문', targetType: 'VISIT', startDate: today, endDate: today })
      .returning();
    expect(added?.surveyIdx).toBe(4);
  });
});
