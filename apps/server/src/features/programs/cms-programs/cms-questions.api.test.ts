import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgram } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { programQuestions, reserveEntryAnswers } from '../../../db/schema';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';
import {
  auditRows,
  expectEditorOnly,
  type Json,
  memberHeaders,
  operatorCookie,
  post,
} from './cms-programs.test-fixtures';

let t: TestApp;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ readCache: { ttlMs: 60_000 } });
  editor = (await operatorCookie(t, 'EDITOR')).headers;
});
afterAll(async () => {
  await t.close();
});

const saveQuestions = (body: object) => post(t, '/api/staff/programs/questions/save', body, editor);
const versions = (programIdx: number) =>
  post(t, '/api/staff/programs/questions/list', { programIdx }, editor);
const visitorQuestions = (programIdx: number, headers: Record<string, string>) =>
  post(t, '/api/reserveentry/question/list', { programIdx }, headers);

const colourQuestion = {
  questionType: 'OBJONE',
  questionText: '좋아하는 색',
  requiredYn: 'Y',
  optionList: [{ multipleText: '빨강' }, { multipleText: '파랑' }],
};
const noteQuestion = { questionType: 'DESCRIPTIVE', questionText: '남길 말', requiredYn: 'N' };

describe('POST /api/staff/programs/questions/save', () => {
  it('is for EDITOR and ADMIN; validates types, options and texts in Korean', async () => {
    const program = await createProgram(t.db);
    const staff = (await operatorCookie(t, 'STAFF')).headers;
    const member = (await memberHeaders(t)).headers;
    const body = { programIdx: program.programIdx, questionList: [colourQuestion] };
    await expectEditorOnly(t, '/api/staff/programs/questions/save', body, staff, member);
    await expectEditorOnly(t, '/api/staff/programs/questions/list', body, staff, member);

    const bad = await saveQuestions({
      programIdx: program.programIdx,
      questionList: [
        { ...colourQuestion, optionList: [{ multipleText: '하나뿐' }] },
        { ...noteQuestion, optionList: [{ multipleText: '보기' }] },
        { questionType: 'RATING', questionText: '', requiredYn: 'Y' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fields.map((f: Json) => f.path).sort()).toEqual([
      'questionList.0.optionList',
      'questionList.1.optionList',
      'questionList.2.questionText',
      'questionList.2.questionType',
    ]);
    expect(bad.body.fields.find((f: Json) => f.path === 'questionList.0.optionList').message).toBe(
      '보기를 2개 이상 넣어 주세요.',
    );
    expect(
      (await saveQuestions({ programIdx: 999_999, questionList: [colourQuestion] })).statusCode,
    ).toBe(404);
  });

  it('replaces a set nobody answered in place; the visitor questions show it at once', async () => {
    const b = await bookableProgram(t);
    const { headers } = await memberWithToken(t);
    const before = await visitorQuestions(b.program.programIdx, headers);
    expect(before.body.data.questionList).toHaveLength(3);

    const saved = await saveQuestions({
      programIdx: b.program.programIdx,
      questionList: [noteQuestion, colourQuestion],
    });
    expect(saved.statusCode, saved.text).toBe(200);
    expect(saved.body.data).toEqual({
      programIdx: b.program.programIdx,
      version: 1,
      newVersionYn: 'N',
    });
    const after = await visitorQuestions(b.program.programIdx, headers);
    expect(after.body.data.questionList.map((q: Json) => q.questionText)).toEqual([
      '남길 말',
      '좋아하는 색',
    ]);
    expect(after.body.data.questionOptionsList.map((o: Json) => o.multipleText)).toEqual([
      '빨강',
      '파랑',
    ]);
    const rows = await t.db
      .select()
      .from(programQuestions)
      .where(eq(programQuestions.programIdx, b.program.programIdx));
    expect(rows).toHaveLength(2);
    const [audit] = await auditRows(t, 'program', b.program.programIdx);
    expect(audit).toMatchObject({ action: 'questions.save' });
    expect(audit?.after).toMatchObject({ questionList: [{}, {}] });
  });

  it('answered questions change only by a new version: old answers keep their questions, new entries answer the new ones', async () => {
    const b = await bookableProgram(t);
    const first = await memberWithToken(t);
    const booked = await post(
      t,
      '/api/reserveentry/insert',
      insertBody(b, first.member.userIdx),
      first.headers,
    );
    expect(booked.statusCode, booked.text).toBe(200);
    const oldEntry = booked.body.data;
    const oldQuestionIdx = b.questions.one?.programQuestionIdx;

    const saved = await saveQuestions({
      programIdx: b.program.programIdx,
      questionList: [colourQuestion, noteQuestion],
    });
    expect(saved.body.data).toMatchObject({ version: 2, newVersionYn: 'Y' });

    // The old entry's answers still point at version 1's rows, which are kept with their text.
    const answers = await t.db
      .select()
      .from(reserveEntryAnswers)
      .where(eq(reserveEntryAnswers.reserveEntryIdx, oldEntry));
    expect(answers.map((a) => a.programQuestionIdx)).toContain(oldQuestionIdx);
    const listed = await versions(b.program.programIdx);
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data.currentVersion).toBe(2);
    const [current, old] = listed.body.data.versionList;
    expect(current).toMatchObject({ version: 2, currentYn: 'Y', answeredEntryCount: 0 });
    expect(old).toMatchObject({ version: 1, currentYn: 'N', answeredEntryCount: 1 });
    expect(old.retiredAt).toMatch(/\+09:00$/);
    const answered = old.questionList.find((q: Json) => q.programQuestionIdx === oldQuestionIdx);
    expect(answered).toMatchObject({ questionText: '화풍', questionType: 'OBJONE' });
    expect(answered.optionList.map((o: Json) => o.multipleText)).toEqual(['수채화', '유화']);

    // Visitors are asked version 2; an answer to a version-1 question is refused.
    const second = await memberWithToken(t);
    const asked = await visitorQuestions(b.program.programIdx, second.headers);
    const newIds = asked.body.data.questionList.map((q: Json) => q.programQuestionIdx);
    expect(newIds).toEqual(current.questionList.map((q: Json) => q.programQuestionIdx));
    expect(newIds).not.toContain(oldQuestionIdx);
    const stale = await post(
      t,
      '/api/reserveentry/insert',
      insertBody(b, second.member.userIdx),
      second.headers,
    );
    expect(stale.statusCode).toBe(400);
    const red = asked.body.data.questionOptionsList[0];
    const fresh = await post(
      t,
      '/api/reserveentry/insert',
      insertBody(b, second.member.userIdx, {
        questionList: [
          {
            programQuestionIdx: red.programQuestionIdx,
            answer: String(red.programQuestionOptionIdx),
          },
        ],
      }),
      second.headers,
    );
    expect(fresh.statusCode, fresh.text).toBe(200);
    const after = await versions(b.program.programIdx);
    expect(after.body.data.versionList[0]).toMatchObject({ version: 2, answeredEntryCount: 1 });

    // Saving the same set again changes nothing; editing it again makes version 3.
    const same = await saveQuestions({
      programIdx: b.program.programIdx,
      questionList: [colourQuestion, noteQuestion],
    });
    expect(same.body.data).toMatchObject({ version: 2, newVersionYn: 'N' });
    const third = await saveQuestions({
      programIdx: b.program.programIdx,
      questionList: [noteQuestion],
    });
    expect(third.body.data).toMatchObject({ version: 3, newVersionYn: 'Y' });
    const [audit] = await auditRows(t, 'program', b.program.programIdx);
    expect(audit).toMatchObject({
      action: 'questions.save',
      before: { version: 2 },
      after: { version: 3 },
    });
  });
});
