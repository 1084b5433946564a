/**
 * The console's survey editor through the real HTTP app (decision 031): roles,
 * validation, audit rows, editing in place before answers, a copy once answered (the old results
 * intact, each member sees one version), deleting, and members' lists right after a save.
 * Members attend a PROGRAM survey's program through a DONE entry (eligibility of decision 021).
 */
import { addDays, seoulToday } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EditorSessions,
  editorSessions,
  expectEditorOnly,
} from '../../../../test/editor-access';
import { createMember, createProgram, createReserveEntry } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog, surveyQuestions } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
import { surveyEditMessages } from './cms-surveys.service';

let t: TestApp;
let s: EditorSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await editorSessions(t);
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

async function post(url: string, payload: object, headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  return { statusCode: response.statusCode, body: response.json() as Json };
}
const editor = (url: string, payload: object) => post(url, payload, { cookie: s.editor });
const save = (payload: object) => editor('/api/staff/surveys/save', payload);
const today = () => seoulToday(new Date());

const questions = [
  {
    questionType: 'OBJONE',
    questionText: '만족하셨나요?',
    requiredYn: 'Y',
    optionList: [{ multipleText: '네' }, { multipleText: '아니요' }],
  },
  {
    questionType: 'SUBJECTIVE',
    questionText: '한마디 남겨 주세요',
    requiredYn: 'N',
    optionList: [],
  },
];

function surveyBody(programIdx: number, overrides: object = {}) {
  return {
    title: '전시 만족도 설문',
    summary: '3분이면 끝나요.',
    targetType: 'PROGRAM',
    programIdx,
    startDate: addDays(today(), -3),
    endDate: addDays(today(), 7),
    displayYn: 'Y',
    questionList: questions,
    ...overrides,
  };
}

/** A member who attended the program (a DONE entry), with their token. */
async function attendee(programIdx: number) {
  const member = await createMember(t.db);
  await createReserveEntry(t.db, { userIdx: member.userIdx, programIdx, status: 'DONE' });
  return { 'x-access-token': await signMemberToken(memberTokenKey(t.config), member) };
}

const memberList = async (token: Record<string, string>) => {
  const response = await post('/api/survey/list', {}, token);
  expect(response.statusCode).toBe(200);
  return response.body.data.surveyList as Json[];
};

async function answerFirstChoice(surveyIdx: number, token: Record<string, string>) {
  const detail = await post('/api/survey/detail', { surveyIdx }, token);
  expect(detail.statusCode, JSON.stringify(detail.body)).toBe(200);
  const first = detail.body.data.questionList[0];
  const option = detail.body.data.questionOptionsList.find(
    (o: Json) => o.surveyQuestionIdx === first.surveyQuestionIdx,
  );
  return post(
    '/api/survey/answer',
    {
      surveyIdx,
      answerList: [
        {
          surveyQuestionIdx: first.surveyQuestionIdx,
          answer: String(option.surveyQuestionOptionIdx),
        },
      ],
    },
    token,
  );
}

const auditOf = (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.auditIdx);

describe('roles', () => {
  it('lets only EDITOR and ADMIN open, save and delete surveys', async () => {
    const program = await createProgram(t.db);
    for (const [url, payload] of [
      ['/api/staff/surveys/detail', { surveyIdx: 1 }],
      ['/api/staff/surveys/save', surveyBody(program.programIdx)],
      ['/api/staff/surveys/delete', { surveyIdx: 1 }],
    ] as const) {
      await expectEditorOnly(t, s, { url, payload });
    }
  });
});

describe('validation', () => {
  it('refuses a bad survey with Korean field errors and writes nothing', async () => {
    const program = await createProgram(t.db);
    const refused = await save(
      surveyBody(program.programIdx, {
        title: '  ',
        endDate: addDays(today(), -5),
        questionList: [
          {
            questionType: 'OBJONE',
            questionText: '하나',
            requiredYn: 'Y',
            optionList: [{ multipleText: '혼자' }],
          },
          {
            questionType: 'DESCRIPTIVE',
            questionText: '서술',
            requiredYn: 'Y',
            optionList: [{ multipleText: '보기' }],
          },
        ],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errorCode).toBe('VALIDATION_FAILED');
    const paths = refused.body.fields.map((f: Json) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'title',
        'endDate',
        'questionList.0.optionList',
        'questionList.1.optionList',
      ]),
    );
    for (const field of refused.body.fields) expect(field.message).toMatch(/[가-힣]/);

    const noProgram = await save(surveyBody(program.programIdx, { programIdx: null }));
    expect(noProgram.body.fields.map((f: Json) => f.path)).toEqual(['programIdx']);
    const visitWithProgram = await save(surveyBody(program.programIdx, { targetType: 'VISIT' }));
    expect(visitWithProgram.body.fields.map((f: Json) => f.path)).toEqual(['programIdx']);
    const noQuestions = await save(surveyBody(program.programIdx, { questionList: [] }));
    expect(noQuestions.body.fields.map((f: Json) => f.path)).toEqual(['questionList']);
    const badType = await save(surveyBody(program.programIdx, { targetType: 'ZONE' }));
    expect(badType.statusCode).toBe(400);

    const unknownProgram = await save(surveyBody(2_000_000));
    expect(unknownProgram.statusCode).toBe(400);
    expect(unknownProgram.body.fields).toEqual([
      { path: 'programIdx', message: surveyEditMessages.programUnknown },
    ]);
    const unknownSurvey = await save(surveyBody(program.programIdx, { surveyIdx: 2_000_000 }));
    expect(unknownSurvey.statusCode).toBe(404);
    const hugeId = await editor('/api/staff/surveys/detail', { surveyIdx: 2 ** 31 });
    expect(hugeId.statusCode).toBe(400);
    expect(await auditOf('survey.save', 2_000_000)).toEqual([]);
  });
});

describe('editing', () => {
  it('creates a survey members see at once and, before answers, changes its questions in place', async () => {
    const program = await createProgram(t.db);
    const member = await attendee(program.programIdx);
    expect(await memberList(member)).toEqual([]);

    const created = await save(surveyBody(program.programIdx));
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const { surveyIdx } = created.body.data;
    expect(created.body.data).toEqual({ surveyIdx, copiedYn: 'N', replacedSurveyIdx: null });
    expect((await memberList(member)).map((x: Json) => [x.surveyIdx, x.questionCount])).toEqual([
      [surveyIdx, 2],
    ]);

    const detail = await editor('/api/staff/surveys/detail', { surveyIdx });
    expect(detail.body.data).toMatchObject({
      surveyIdx,
      title: '전시 만족도 설문',
      targetType: 'PROGRAM',
      programIdx: program.programIdx,
      responseCount: 0,
      replacesSurveyIdx: null,
      replacedBySurveyIdx: null,
      questionList: [
        {
          questionType: 'OBJONE',
          optionList: [{ multipleText: '네' }, { multipleText: '아니요' }],
        },
        { questionType: 'SUBJECTIVE', optionList: [] },
      ],
    });

    const changed = await save(
      surveyBody(program.programIdx, {
        surveyIdx,
        questionList: [
          ...questions,
          {
            questionType: 'OBJMULTI',
            questionText: '어디가 좋았나요?',
            requiredYn: 'N',
            optionList: [{ multipleText: '입구' }, { multipleText: '정원' }],
          },
        ],
      }),
    );
    expect(changed.body.data).toEqual({ surveyIdx, copiedYn: 'N', replacedSurveyIdx: null });
    expect((await memberList(member))[0]).toMatchObject({ surveyIdx, questionCount: 3 });

    const audit = await auditOf('survey.save', surveyIdx);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      operatorIdx: s.editorIdx,
      targetType: 'survey',
      before: null,
    });
    expect(audit[1]?.before).toMatchObject({ questionList: [{}, {}] });
    expect(audit[1]?.after).toMatchObject({ questionList: [{}, {}, {}] });
  });

  it('once answered, copies on a question change: old results stay, each member sees one version', async () => {
    const program = await createProgram(t.db);
    const answered = await attendee(program.programIdx);
    const notYet = await attendee(program.programIdx);
    const { surveyIdx: oldIdx } = (await save(surveyBody(program.programIdx))).body.data;
    const done = await answerFirstChoice(oldIdx, answered);
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
    const oldQuestionIds = (
      await t.db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyIdx, oldIdx))
    ).map((q) => q.surveyQuestionIdx);

    const copied = await save(
      surveyBody(program.programIdx, {
        surveyIdx: oldIdx,
        questionList: [{ ...questions[0], questionText: '전시에 만족하셨나요?' }, questions[1]],
      }),
    );
    expect(copied.statusCode, JSON.stringify(copied.body)).toBe(200);
    const newIdx = copied.body.data.surveyIdx;
    expect(copied.body.data).toEqual({
      surveyIdx: newIdx,
      copiedYn: 'Y',
      replacedSurveyIdx: oldIdx,
    });
    expect(newIdx).not.toBe(oldIdx);

    // The old survey and its results are intact.
    const oldQuestionsNow = await t.db
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyIdx, oldIdx));
    expect(oldQuestionsNow.map((q) => q.surveyQuestionIdx)).toEqual(oldQuestionIds);
    expect(oldQuestionsNow[0]?.questionText).toBe('만족하셨나요?');
    const results = await editor('/api/staff/surveys/results', { surveyIdx: oldIdx });
    expect(results.body.data.survey).toMatchObject({
      responseCount: 1,
      replacedBySurveyIdx: newIdx,
      replacesSurveyIdx: null,
    });
    expect(results.body.data.questionList[0]).toMatchObject({ answeredCount: 1 });
    const staffList = await editor('/api/staff/surveys', {});
    expect(staffList.body.data.surveyList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ surveyIdx: newIdx, replacesSurveyIdx: oldIdx, responseCount: 0 }),
      ]),
    );

    // The member who answered keeps the old one as answered and is never offered the new one.
    expect((await memberList(answered)).map((x: Json) => [x.surveyIdx, x.answeredYn])).toEqual([
      [oldIdx, 'Y'],
    ]);
    expect((await post('/api/survey/detail', { surveyIdx: oldIdx }, answered)).statusCode).toBe(
      200,
    );
    for (const [url, body] of [
      ['/api/survey/detail', { surveyIdx: newIdx }],
      ['/api/survey/answer', { surveyIdx: newIdx, answerList: [] }],
    ] as const) {
      const twice = await post(url, body, answered);
      expect(twice.statusCode).toBe(409);
      expect(twice.body.errorCode).toBe('SURVEY_ALREADY_ANSWERED');
    }
    // The others see only the new one; the old one is closed to them.
    expect((await memberList(notYet)).map((x: Json) => x.surveyIdx)).toEqual([newIdx]);
    const closed = await post('/api/survey/detail', { surveyIdx: oldIdx }, notYet);
    expect(closed.statusCode).toBe(409);
    expect(closed.body.errorCode).toBe('SURVEY_CLOSED');
    expect((await answerFirstChoice(newIdx, notYet)).statusCode).toBe(200);

    // The replaced survey is read-only; its copy is the one to edit.
    const stale = await save(surveyBody(program.programIdx, { surveyIdx: oldIdx, title: '다시' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(surveyEditMessages.replaced);

    const [copyAudit] = await auditOf('survey.copy', newIdx);
    expect(copyAudit).toMatchObject({
      operatorIdx: s.editorIdx,
      before: { surveyIdx: oldIdx, responseCount: 1 },
      after: { surveyIdx: newIdx, replacesSurveyIdx: oldIdx },
    });
  });

  it('once answered, edits title, summary, period and display in place but not the target', async () => {
    const program = await createProgram(t.db);
    const other = await createProgram(t.db);
    const member = await attendee(program.programIdx);
    const { surveyIdx } = (await save(surveyBody(program.programIdx))).body.data;
    expect((await answerFirstChoice(surveyIdx, member)).statusCode).toBe(200);

    const renamed = await save(
      surveyBody(program.programIdx, {
        surveyIdx,
        title: '전시 만족도 설문 (연장)',
        endDate: addDays(today(), 14),
      }),
    );
    expect(renamed.body.data).toEqual({ surveyIdx, copiedYn: 'N', replacedSurveyIdx: null });
    expect((await memberList(member))[0]).toMatchObject({
      surveyIdx,
      title: '전시 만족도 설문 (연장)',
      endDate: addDays(today(), 14),
    });

    const hidden = await save(surveyBody(program.programIdx, { surveyIdx, displayYn: 'N' }));
    expect(hidden.statusCode).toBe(200);
    expect(await memberList(member)).toEqual([]);

    const retargeted = await save(surveyBody(other.programIdx, { surveyIdx }));
    expect(retargeted.statusCode).toBe(409);
    expect(retargeted.body).toMatchObject({
      errorCode: 'CONFLICT',
      message: surveyEditMessages.targetFixed,
    });
  });
});

describe('delete', () => {
  it('deletes a survey nobody answered and refuses an answered one', async () => {
    const program = await createProgram(t.db);
    const member = await attendee(program.programIdx);
    const { surveyIdx: fresh } = (await save(surveyBody(program.programIdx))).body.data;
    const deleted = await editor('/api/staff/surveys/delete', { surveyIdx: fresh });
    expect(deleted.statusCode).toBe(200);
    expect((await editor('/api/staff/surveys/detail', { surveyIdx: fresh })).statusCode).toBe(404);
    expect(await auditOf('survey.delete', fresh)).toHaveLength(1);

    const { surveyIdx: answered } = (await save(surveyBody(program.programIdx))).body.data;
    expect((await answerFirstChoice(answered, member)).statusCode).toBe(200);
    const refused = await editor('/api/staff/surveys/delete', { surveyIdx: answered });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(surveyEditMessages.answeredDelete);
    expect((await editor('/api/staff/surveys/detail', { surveyIdx: answered })).statusCode).toBe(
      200,
    );
    expect((await editor('/api/staff/surveys/delete', { surveyIdx: 2_000_000 })).statusCode).toBe(
      404,
    );
  });

  it('deleting an unanswered copy reopens the survey it replaced', async () => {
    const program = await createProgram(t.db);
    const answered = await attendee(program.programIdx);
    const other = await attendee(program.programIdx);
    const { surveyIdx: oldIdx } = (await save(surveyBody(program.programIdx))).body.data;
    expect((await answerFirstChoice(oldIdx, answered)).statusCode).toBe(200);
    const copy = await save(
      surveyBody(program.programIdx, { surveyIdx: oldIdx, questionList: [questions[0]] }),
    );
    expect((await memberList(other)).map((x: Json) => x.surveyIdx)).toEqual([
      copy.body.data.surveyIdx,
    ]);
    await editor('/api/staff/surveys/delete', { surveyIdx: copy.body.data.surveyIdx });
    expect((await memberList(other)).map((x: Json) => x.surveyIdx)).toEqual([oldIdx]);
  });
});

describe('openapi', () => {
  it('describes the three calls', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['detail', 'save', 'delete']) {
      expect(document.paths[`/api/staff/surveys/${path}`]).toBeDefined();
    }
  });
});
