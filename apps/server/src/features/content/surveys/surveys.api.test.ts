/**
 * Surveys through the real HTTP app (decision 021). The surveys' clock is injected
 * (`surveyClock`): check-ins happen today by the real clock through the real QR and door path,
 * and the tests move the surveys' Seoul day around them, so no check-in row is ever back-dated.
 * Attendance by a DONE entry alone uses the entry factory (the door makes entries DONE only together
 * with a program check-in, which is its own eligibility path).
 */

import {
  addDays,
  answerMessages,
  errorMessages,
  seoulToday,
  staffSurveyListResponse,
  staffSurveyResultsResponse,
  surveyDetailResponse,
  surveyListResponse,
} from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, createProgram, createReserveEntry } from '../../../../test/factories';
import { issueQr, memberFor } from '../../../../test/qr-pass';
import { adult, type Person, post } from '../../../../test/signup-flow';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  surveyAnswers,
  surveyQuestionOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
import { insertResponse } from './surveys.repository';

const DAY = 86_400_000;
/** The surveys' clock; each test starts at the real now. */
let clock = new Date();
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
/** The real Seoul day, the day of every check-in the tests make. */
const realToday = () => seoulToday(new Date());

let t: TestApp;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' }, surveyClock: () => clock });
  const operator = await createOperator(t.db, { role: 'STAFF' });
  staffCookie = await staffLogin(t.app, operator.loginId, operator.password);
});
afterAll(() => t.close());

beforeEach(async () => {
  clock = new Date();
  // Questions, options, responses and answers cascade.
  await t.db.delete(surveys);
});

// fixtures

interface QuestionSpec {
  type: 'OBJONE' | 'OBJMULTI' | 'SUBJECTIVE' | 'DESCRIPTIVE';
  required?: boolean;
  options?: string[];
}

const standardQuestions: QuestionSpec[] = [
  { type: 'OBJONE', required: true, options: ['만족', '보통', '아쉬움'] },
  { type: 'OBJMULTI', required: true, options: ['B1', '1F', '2F'] },
  { type: 'SUBJECTIVE', required: true },
  { type: 'DESCRIPTIVE', required: false },
];

/** A survey open from `from` to `to` days around the real today, with its questions' ids. */
async function createSurvey(spec: {
  from: number;
  to: number;
  targetType?: 'VISIT' | 'PROGRAM';
  programIdx?: number;
  displayYn?: boolean;
  title?: string;
  questions?: QuestionSpec[];
}) {
  const [survey] = await t.db
    .insert(surveys)
    .values({
      title: spec.title ?? '테스트 설문',
      summary: '요약',
      targetType: spec.targetType ?? 'VISIT',
      programIdx: spec.programIdx ?? null,
      startDate: addDays(realToday(), spec.from),
      endDate: addDays(realToday(), spec.to),
      displayYn: spec.displayYn ?? true,
    })
    .returning();
  if (!survey) throw new Error('no survey');
  const questions: { surveyQuestionIdx: number; options: number[] }[] = [];
  for (const [index, q] of (spec.questions ?? standardQuestions).entries()) {
    const [row] = await t.db
      .insert(surveyQuestions)
      .values({
        surveyIdx: survey.surveyIdx,
        questionType: q.type,
        requiredYn: q.required ?? true,
        questionText: `질문 ${index + 1}`,
        sortIndex: index + 1,
      })
      .returning();
    if (!row) throw new Error('no question');
    const options = q.options?.length
      ? await t.db
          .insert(surveyQuestionOptions)
          .values(
            q.options.map((optionText, i) => ({
              surveyQuestionIdx: row.surveyQuestionIdx,
              optionText,
              sortIndex: i + 1,
            })),
          )
          .returning()
      : [];
    questions.push({
      surveyQuestionIdx: row.surveyQuestionIdx,
      options: options.map((o) => o.surveyQuestionOptionIdx),
    });
  }
  return { surveyIdx: survey.surveyIdx, questions };
}

type Survey = Awaited<ReturnType<typeof createSurvey>>;

const q = (survey: Survey, n: number) => {
  const question = survey.questions[n];
  if (!question) throw new Error(`no question ${n}`);
  return question;
};

/** Valid answers to the standard questions. */
function validAnswers(survey: Survey, text = '빛') {
  return [
    { surveyQuestionIdx: q(survey, 0).surveyQuestionIdx, answer: String(q(survey, 0).options[0]) },
    {
      surveyQuestionIdx: q(survey, 1).surveyQuestionIdx,
      answer: `${q(survey, 1).options[0]},${q(survey, 1).options[2]}`,
    },
    { surveyQuestionIdx: q(survey, 2).surveyQuestionIdx, answer: `  ${text}  ` },
    { surveyQuestionIdx: q(survey, 3).surveyQuestionIdx, answer: '' },
  ];
}

let personCounter = 0;
function newPerson(): Person {
  personCounter += 1;
  return {
    ...adult,
    name: `이${String.fromCharCode(0xac00 + personCounter)}별`,
    phoneNumber: `0105${String(1000000 + personCounter).slice(-7)}`,
  };
}

/** A member who checked in today through the real path: QR issue, then the door (or a program). */
async function checkedInMember(programIdx?: number) {
  const person = newPerson();
  const { member, token } = await memberFor(t, person);
  const qr = await issueQr(t, person, token);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/checkin',
    payload: { qrValue: qr.qrUuid, ...(programIdx ? { programIdx } : {}) },
    headers: { cookie: staffCookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.result).toBe('CHECKED_IN');
  return { userIdx: member.userIdx, token };
}

/** A member who never checked in. */
async function plainMember() {
  const member = await createMember(t.db);
  return {
    userIdx: member.userIdx,
    token: await signMemberToken(memberTokenKey(t.config), member),
  };
}

/** A member whose entry for the program is DONE (attended), without a check-in. */
async function attendedMember(programIdx: number) {
  const member = await plainMember();
  await createReserveEntry(t.db, { userIdx: member.userIdx, programIdx, status: 'DONE' });
  return member;
}

const list = (token?: string) => post(t, '/api/survey/list', {}, token);
const detail = (surveyIdx: number, token?: string) =>
  post(t, '/api/survey/detail', { surveyIdx }, token);
const answer = (surveyIdx: number, answerList: object[], token?: string) =>
  post(t, '/api/survey/answer', { surveyIdx, answerList }, token);
const staff = (
  url: string,
  body: object,
  headers: Record<string, string> = { cookie: staffCookie },
) =>
  t.app
    .inject({ method: 'POST', url, payload: body, headers })
    .then((r) => ({ statusCode: r.statusCode, body: r.json() }));

const listedIds = async (token: string) => {
  const response = await list(token);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return surveyListResponse.parse(response.body).data.surveyList.map((s) => s.surveyIdx);
};

const responseRows = (surveyIdx: number) =>
  t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyIdx, surveyIdx));

// member calls

describe('POST /api/survey/list', () => {
  it('lists only the open surveys the member may answer: unanswered first by end date, then answered', async () => {
    const program = await createProgram(t.db);
    const checkedInProgram = await createProgram(t.db);
    const other = await createProgram(t.db);
    const member = await checkedInMember(checkedInProgram.programIdx);
    await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      status: 'DONE',
    });
    // A cancelled entry is no attendance.
    await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: other.programIdx,
      status: 'CANCEL',
    });

    const later = await createSurvey({ from: -5, to: 10 });
    const sooner = await createSurvey({ from: -5, to: 3 });
    const answered = await createSurvey({ from: -5, to: 1 });
    const byEntry = await createSurvey({
      from: -5,
      to: 3,
      targetType: 'PROGRAM',
      programIdx: program.programIdx,
    });
    const byCheckIn = await createSurvey({
      from: -5,
      to: 20,
      targetType: 'PROGRAM',
      programIdx: checkedInProgram.programIdx,
    });
    // Not listed: hidden, not started, ended, and a program the member did not attend.
    await createSurvey({ from: -5, to: 10, displayYn: false });
    await createSurvey({ from: 1, to: 10 });
    await createSurvey({ from: -10, to: -1 });
    await createSurvey({ from: -5, to: 10, targetType: 'PROGRAM', programIdx: other.programIdx });

    const done = await answer(answered.surveyIdx, validAnswers(answered), member.token);
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);

    const response = await list(member.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const surveyList = surveyListResponse.parse(response.body).data.surveyList;
    expect(surveyList.map((s) => s.surveyIdx)).toEqual([
      sooner.surveyIdx,
      byEntry.surveyIdx,
      later.surveyIdx,
      byCheckIn.surveyIdx,
      answered.surveyIdx,
    ]);
    expect(surveyList.map((s) => s.answeredYn)).toEqual(['N', 'N', 'N', 'N', 'Y']);
    expect(surveyList[4]?.answeredAt).toBe(done.body.data.answeredAt);
    expect(surveyList.find((s) => s.surveyIdx === byEntry.surveyIdx)).toMatchObject({
      targetType: 'PROGRAM',
      programIdx: program.programIdx,
      programName: program.programName,
      questionCount: 4,
      startDate: addDays(realToday(), -5),
      endDate: addDays(realToday(), 3),
    });
  });

  it('a VISIT survey counts a check-in inside its period, not one before or after it', async () => {
    const member = await checkedInMember(); // today, by the real clock
    const around = await createSurvey({ from: -3, to: 3 });
    const afterVisit = await createSurvey({ from: 5, to: 15 });
    const beforeVisit = await createSurvey({ from: -10, to: -5 });

    // Two days later the visit is inside "around"'s period.
    clock = daysFromNow(2);
    expect(await listedIds(member.token)).toEqual([around.surveyIdx]);
    expect((await detail(around.surveyIdx, member.token)).statusCode).toBe(200);

    // Ten days later "afterVisit" is open, but the visit came before its period.
    clock = daysFromNow(10);
    expect(await listedIds(member.token)).toEqual([]);
    const early = await detail(afterVisit.surveyIdx, member.token);
    expect(early.statusCode).toBe(403);
    expect(early.body.errorCode).toBe('SURVEY_NOT_ELIGIBLE');

    // Six days earlier "beforeVisit" is open, but the visit comes after its period.
    clock = daysFromNow(-6);
    expect(await listedIds(member.token)).toEqual([]);
    const late = await detail(beforeVisit.surveyIdx, member.token);
    expect(late.statusCode).toBe(403);
  });

  it('a member who never visited sees no VISIT survey, and a guest is refused', async () => {
    await createSurvey({ from: -3, to: 3 });
    const member = await plainMember();
    expect(await listedIds(member.token)).toEqual([]);
    const guest = await list();
    expect(guest.statusCode).toBe(401);
  });
});

describe('POST /api/survey/detail', () => {
  it('answers the questions and options in order, with no answers before the member answers', async () => {
    const program = await createProgram(t.db);
    const member = await attendedMember(program.programIdx);
    const survey = await createSurvey({
      from: 0,
      to: 0,
      targetType: 'PROGRAM',
      programIdx: program.programIdx,
    });
    const response = await detail(survey.surveyIdx, member.token);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = surveyDetailResponse.parse(response.body).data;
    expect(data).toMatchObject({ answeredYn: 'N', answeredAt: null, myAnswerList: [] });
    expect(
      data.questionList.map((x) => [x.surveyQuestionIdx, x.questionType, x.requiredYn]),
    ).toEqual([
      [q(survey, 0).surveyQuestionIdx, 'OBJONE', 'Y'],
      [q(survey, 1).surveyQuestionIdx, 'OBJMULTI', 'Y'],
      [q(survey, 2).surveyQuestionIdx, 'SUBJECTIVE', 'Y'],
      [q(survey, 3).surveyQuestionIdx, 'DESCRIPTIVE', 'N'],
    ]);
    expect(data.questionOptionsList.map((o) => o.surveyQuestionOptionIdx)).toEqual([
      ...q(survey, 0).options,
      ...q(survey, 1).options,
    ]);
  });

  it('refuses an unknown, hidden or not yet open survey (404), an ended one (409), a member who did not attend (403) and a guest (401)', async () => {
    const program = await createProgram(t.db);
    const member = await attendedMember(program.programIdx);
    const onProgram = { targetType: 'PROGRAM' as const, programIdx: program.programIdx };
    const hidden = await createSurvey({ from: -1, to: 1, displayYn: false, ...onProgram });
    const upcoming = await createSurvey({ from: 1, to: 5, ...onProgram });
    const ended = await createSurvey({ from: -5, to: -1, ...onProgram });
    const open = await createSurvey({ from: -1, to: 1, ...onProgram });
    const stranger = await plainMember();

    for (const surveyIdx of [999_999, hidden.surveyIdx, upcoming.surveyIdx]) {
      const response = await detail(surveyIdx, member.token);
      expect(response.statusCode, String(surveyIdx)).toBe(404);
      expect(response.body.errorCode).toBe('NOT_FOUND');
    }
    const closed = await detail(ended.surveyIdx, member.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toMatchObject({
      errorCode: 'SURVEY_CLOSED',
      message: errorMessages.SURVEY_CLOSED,
    });
    const notEligible = await detail(open.surveyIdx, stranger.token);
    expect(notEligible.statusCode).toBe(403);
    expect(notEligible.body).toMatchObject({
      errorCode: 'SURVEY_NOT_ELIGIBLE',
      message: errorMessages.SURVEY_NOT_ELIGIBLE,
    });
    expect((await detail(open.surveyIdx)).statusCode).toBe(401);

    // The last day is still open; the day after it is closed (inclusive Seoul days).
    clock = daysFromNow(1);
    expect((await detail(open.surveyIdx, member.token)).statusCode).toBe(200);
    clock = daysFromNow(2);
    expect((await detail(open.surveyIdx, member.token)).body.errorCode).toBe('SURVEY_CLOSED');
  });
});

describe('POST /api/survey/answer', () => {
  async function openProgramSurvey() {
    const program = await createProgram(t.db);
    const member = await attendedMember(program.programIdx);
    const survey = await createSurvey({
      from: -1,
      to: 1,
      targetType: 'PROGRAM',
      programIdx: program.programIdx,
    });
    return { program, member, survey };
  }

  it('stores the answers once: texts trimmed, blanks left out; the detail then shows them', async () => {
    const { member, survey } = await openProgramSurvey();
    const response = await answer(survey.surveyIdx, validAnswers(survey), member.token);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.data).toEqual({
      surveyResponseIdx: expect.any(Number),
      answeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
    });

    const shown = surveyDetailResponse.parse(
      (await detail(survey.surveyIdx, member.token)).body,
    ).data;
    expect(shown.answeredYn).toBe('Y');
    expect(shown.answeredAt).toBe(response.body.data.answeredAt);
    expect(shown.myAnswerList).toEqual([
      {
        surveyQuestionIdx: q(survey, 0).surveyQuestionIdx,
        answer: String(q(survey, 0).options[0]),
      },
      {
        surveyQuestionIdx: q(survey, 1).surveyQuestionIdx,
        answer: `${q(survey, 1).options[0]},${q(survey, 1).options[2]}`,
      },
      { surveyQuestionIdx: q(survey, 2).surveyQuestionIdx, answer: '빛' },
    ]);
  });

  it('a second answer is refused with 409 and changes nothing', async () => {
    const { member, survey } = await openProgramSurvey();
    expect((await answer(survey.surveyIdx, validAnswers(survey), member.token)).statusCode).toBe(
      200,
    );
    const before = await t.db.select().from(surveyAnswers);

    const again = await answer(survey.surveyIdx, validAnswers(survey, '다른 답'), member.token);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: 'SURVEY_ALREADY_ANSWERED',
      message: errorMessages.SURVEY_ALREADY_ANSWERED,
    });
    // Already answered is answered before the answers are checked.
    expect((await answer(survey.surveyIdx, [], member.token)).statusCode).toBe(409);
    expect(await responseRows(survey.surveyIdx)).toHaveLength(1);
    expect(await t.db.select().from(surveyAnswers)).toEqual(before);
  });

  it('two answers sent at once: exactly one is stored, the other gets 409', async () => {
    const { member, survey } = await openProgramSurvey();
    const results = await Promise.all([
      answer(survey.surveyIdx, validAnswers(survey, '첫째'), member.token),
      answer(survey.surveyIdx, validAnswers(survey, '둘째'), member.token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.body.errorCode).toBe(
      'SURVEY_ALREADY_ANSWERED',
    );
    expect(await responseRows(survey.surveyIdx)).toHaveLength(1);
    // The winner's answers only: one text.
    const texts = (await t.db.select().from(surveyAnswers)).filter(
      (a) => a.surveyQuestionIdx === q(survey, 2).surveyQuestionIdx,
    );
    expect(texts).toHaveLength(1);
  });

  it('the race itself: a response inserted after the check is settled by the unique index, the loser writes nothing', async () => {
    // Over one PGlite connection the two requests above may never interleave between the
    // "answered already?" check and the insert; this drives the insert path the loser takes.
    const { member, survey } = await openProgramSurvey();
    const write = (text: string) =>
      t.db.transaction((tx) =>
        insertResponse(tx, {
          surveyIdx: survey.surveyIdx,
          userIdx: member.userIdx,
          answeredAt: new Date(),
          answers: [{ surveyQuestionIdx: q(survey, 2).surveyQuestionIdx, answer: text }],
        }),
      );
    expect(await write('먼저')).toMatchObject({ surveyResponseIdx: expect.any(Number) });
    expect(await write('나중')).toBeUndefined();
    expect((await t.db.select().from(surveyAnswers)).map((a) => a.answer)).toEqual(['먼저']);
  });

  it('refuses a closed survey, a member who did not attend and a hidden survey, writing nothing', async () => {
    const { survey } = await openProgramSurvey();
    const stranger = await plainMember();
    const refused = await answer(survey.surveyIdx, validAnswers(survey), stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.errorCode).toBe('SURVEY_NOT_ELIGIBLE');

    const { member, survey: other } = await openProgramSurvey();
    clock = daysFromNow(2);
    const closed = await answer(other.surveyIdx, validAnswers(other), member.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.body.errorCode).toBe('SURVEY_CLOSED');
    clock = new Date();
    await t.db
      .update(surveys)
      .set({ displayYn: false })
      .where(eq(surveys.surveyIdx, other.surveyIdx));
    expect((await answer(other.surveyIdx, validAnswers(other), member.token)).statusCode).toBe(404);
    expect((await answer(other.surveyIdx, validAnswers(other))).statusCode).toBe(401);
    expect(await t.db.select().from(surveyResponses)).toHaveLength(0);
  });

  /** Each branch of the answer rule: the answers to send and the fields expected back. */
  const invalidCases: {
    name: string;
    answers: (s: Survey) => { surveyQuestionIdx: number; answer: string }[];
    fields: (s: Survey) => { path: string; message: string }[];
  }[] = [
    {
      name: 'a required question left out',
      answers: (s) =>
        validAnswers(s).filter((a) => a.surveyQuestionIdx !== q(s, 2).surveyQuestionIdx),
      fields: (s) => [
        { path: `question.${q(s, 2).surveyQuestionIdx}`, message: answerMessages.required },
      ],
    },
    {
      name: 'a required text sent blank',
      answers: (s) => validAnswers(s).map((a, i) => (i === 2 ? { ...a, answer: '   ' } : a)),
      fields: () => [{ path: 'answerList.2', message: answerMessages.required }],
    },
    {
      name: 'a required choice sent empty',
      answers: (s) => validAnswers(s).map((a, i) => (i === 1 ? { ...a, answer: '' } : a)),
      fields: () => [{ path: 'answerList.1', message: answerMessages.required }],
    },
    {
      name: 'two choices for a one-choice question',
      answers: (s) =>
        validAnswers(s).map((a, i) =>
          i === 0 ? { ...a, answer: `${q(s, 0).options[0]},${q(s, 0).options[1]}` } : a,
        ),
      fields: () => [{ path: 'answerList.0', message: answerMessages.chooseOne }],
    },
    {
      name: 'an option of another question',
      answers: (s) =>
        validAnswers(s).map((a, i) => (i === 0 ? { ...a, answer: String(q(s, 1).options[0]) } : a)),
      fields: () => [{ path: 'answerList.0', message: answerMessages.badOption }],
    },
    {
      name: 'a choice that is not option ids',
      answers: (s) => validAnswers(s).map((a, i) => (i === 1 ? { ...a, answer: '1F,2F' } : a)),
      fields: () => [{ path: 'answerList.1', message: answerMessages.badOption }],
    },
    {
      name: 'the same option twice',
      answers: (s) =>
        validAnswers(s).map((a, i) =>
          i === 1 ? { ...a, answer: `${q(s, 1).options[0]},${q(s, 1).options[0]}` } : a,
        ),
      fields: () => [{ path: 'answerList.1', message: answerMessages.badOption }],
    },
    {
      name: 'a text over 200 characters',
      answers: (s) =>
        validAnswers(s).map((a, i) => (i === 3 ? { ...a, answer: '가'.repeat(201) } : a)),
      fields: () => [{ path: 'answerList.3', message: answerMessages.tooLong }],
    },
    {
      name: 'an answer to a question of another survey',
      answers: (s) => [...validAnswers(s), { surveyQuestionIdx: 999_999, answer: '1' }],
      fields: () => [{ path: 'answerList.4', message: answerMessages.unknownQuestion }],
    },
    {
      name: 'two answers to one question',
      answers: (s) => [
        ...validAnswers(s),
        { surveyQuestionIdx: q(s, 2).surveyQuestionIdx, answer: '또' },
      ],
      fields: () => [{ path: 'answerList.4', message: answerMessages.duplicateAnswer }],
    },
    {
      name: 'nothing at all',
      answers: () => [],
      fields: (s) =>
        [0, 1, 2].map((n) => ({
          path: `question.${q(s, n).surveyQuestionIdx}`,
          message: answerMessages.required,
        })),
    },
  ];

  for (const invalid of invalidCases) {
    it(`refuses ${invalid.name} with 400 and the field, writing nothing`, async () => {
      const { member, survey } = await openProgramSurvey();
      const response = await answer(survey.surveyIdx, invalid.answers(survey), member.token);
      expect(response.statusCode, JSON.stringify(response.body)).toBe(400);
      const fields = invalid.fields(survey);
      expect(response.body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: fields[0]?.message,
        fields,
      });
      expect(await responseRows(survey.surveyIdx)).toHaveLength(0);
      expect(await t.db.select().from(surveyAnswers)).toHaveLength(0);
    });
  }

  it('refuses a body the contract does not accept (an answer that is not text) with 400', async () => {
    const { member, survey } = await openProgramSurvey();
    const response = await answer(
      survey.surveyIdx,
      [{ surveyQuestionIdx: q(survey, 0).surveyQuestionIdx, answer: 3 }],
      member.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(response.body)).toContain('답변은 글자로 보내 주세요.');
    expect(await responseRows(survey.surveyIdx)).toHaveLength(0);
  });
});

// staff calls

describe('POST /api/staff/surveys', () => {
  it('lists every survey with its response count and period state: open first, newest start first', async () => {
    const program = await createProgram(t.db);
    const member = await attendedMember(program.programIdx);
    const onProgram = { targetType: 'PROGRAM' as const, programIdx: program.programIdx };
    const ended = await createSurvey({ from: -20, to: -10, title: '끝난 설문' });
    const openOld = await createSurvey({ from: -9, to: 5, ...onProgram });
    const openNew = await createSurvey({ from: -2, to: 5, displayYn: false });
    const upcoming = await createSurvey({ from: 3, to: 9 });
    await answer(openOld.surveyIdx, validAnswers(openOld), member.token);

    const response = await staff('/api/staff/surveys', {});
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const surveyList = staffSurveyListResponse.parse(response.body).data.surveyList;
    expect(
      surveyList.map((s) => [s.surveyIdx, s.periodStatus, s.displayYn, s.responseCount]),
    ).toEqual([
      [openNew.surveyIdx, 'OPEN', 'N', 0],
      [openOld.surveyIdx, 'OPEN', 'Y', 1],
      [upcoming.surveyIdx, 'UPCOMING', 'Y', 0],
      [ended.surveyIdx, 'ENDED', 'Y', 0],
    ]);
  });

  it('refuses a member token and a call without the staff cookie (401 STAFF_UNAUTHORIZED)', async () => {
    const member = await plainMember();
    const calls = [
      { url: '/api/staff/surveys', body: {} },
      { url: '/api/staff/surveys/results', body: { surveyIdx: 1 } },
    ];
    const memberToken: Record<string, string> = { 'x-access-token': member.token };
    for (const { url, body } of calls) {
      for (const headers of [memberToken, {}]) {
        const response = await staff(url, body, headers);
        expect(response.statusCode, url).toBe(401);
        expect(response.body.errorCode, url).toBe('STAFF_UNAUTHORIZED');
      }
    }
  });
});

describe('POST /api/staff/surveys/results', () => {
  it('counts each option (every choice of a multiple answer), who answered each question, and lists texts newest first', async () => {
    const program = await createProgram(t.db);
    const survey = await createSurvey({
      from: -1,
      to: 1,
      targetType: 'PROGRAM',
      programIdx: program.programIdx,
    });
    const [o1, o2, o3] = q(survey, 1).options;
    const sends = [
      { one: 0, multi: `${o1},${o2}`, text: '첫 번째', long: '' },
      { one: 1, multi: `${o2}`, text: '두 번째', long: '더 넓었으면 좋겠어요.' },
      { one: 0, multi: `${o1},${o2},${o3}`, text: '세 번째', long: '' },
    ];
    for (const [i, send] of sends.entries()) {
      const member = await attendedMember(program.programIdx);
      clock = new Date(Date.now() + i * 60_000);
      const response = await answer(
        survey.surveyIdx,
        [
          {
            surveyQuestionIdx: q(survey, 0).surveyQuestionIdx,
            answer: String(q(survey, 0).options[send.one]),
          },
          { surveyQuestionIdx: q(survey, 1).surveyQuestionIdx, answer: send.multi },
          { surveyQuestionIdx: q(survey, 2).surveyQuestionIdx, answer: send.text },
          { surveyQuestionIdx: q(survey, 3).surveyQuestionIdx, answer: send.long },
        ],
        member.token,
      );
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    }

    const response = await staff('/api/staff/surveys/results', { surveyIdx: survey.surveyIdx });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const data = staffSurveyResultsResponse.parse(response.body).data;
    expect(data.survey).toMatchObject({
      surveyIdx: survey.surveyIdx,
      responseCount: 3,
      periodStatus: 'OPEN',
      programName: program.programName,
    });
    const [one, multi, text, long] = data.questionList;
    expect(one?.answeredCount).toBe(3);
    expect(one?.options.map((o) => o.count)).toEqual([2, 1, 0]);
    expect(one?.options.map((o) => o.optionText)).toEqual(['만족', '보통', '아쉬움']);
    expect(one?.textAnswers).toEqual([]);
    expect(multi?.answeredCount).toBe(3);
    expect(multi?.options.map((o) => o.count)).toEqual([2, 3, 1]);
    expect(text?.answeredCount).toBe(3);
    expect(text?.options).toEqual([]);
    expect(text?.textAnswers.map((a) => a.answer)).toEqual(['세 번째', '두 번째', '첫 번째']);
    expect(long?.answeredCount).toBe(1);
    expect(long?.textAnswers).toEqual([
      { answer: '더 넓었으면 좋겠어요.', answeredAt: expect.any(String) },
    ]);
  });

  it('answers zero counts for a survey nobody answered, and 404 for an unknown survey', async () => {
    const survey = await createSurvey({ from: 2, to: 4 });
    const empty = await staff('/api/staff/surveys/results', { surveyIdx: survey.surveyIdx });
    expect(empty.statusCode).toBe(200);
    expect(empty.body.data.survey).toMatchObject({ responseCount: 0, periodStatus: 'UPCOMING' });
    for (const question of empty.body.data.questionList) {
      expect(question.answeredCount).toBe(0);
      for (const option of question.options) expect(option.count).toBe(0);
    }
    const unknown = await staff('/api/staff/surveys/results', { surveyIdx: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.errorCode).toBe('NOT_FOUND');
  });
});
