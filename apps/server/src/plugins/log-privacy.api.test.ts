/**
 * Logs carry no secrets and no personal data. Database errors are made to happen
 * with personal data in the request (a constraint added here refuses every new row), and the
 * captured log must name the error by its SQLSTATE, constraint and table, with the request id,
 * and hold none of the values: not the query's parameters, not the error's detail ("Failing row
 * contains (…)"), not the token or the cookie.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, staffLogin } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../features/programs/reserve-entries/reserve-entries.test-fixtures';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await t.close();
});

// biome-ignore lint/suspicious/noExplicitAny: parsed log lines are checked by the assertions
type LogLine = any;
const parsed = (): LogLine[] => logLines.map((line) => JSON.parse(line));

/** The personal data of one booking: each value appears nowhere else in the test. */
const person = {
  name: '비밀스런이름',
  phoneNumber: '01098761234',
  email: 'private.person@example.com',
  answer: '알레르기가 있어요 땅콩',
};

type Bookable = Awaited<ReturnType<typeof bookableProgram>>;

/** Books `b` for the member through HTTP with the given contact fields and free-text answer. */
async function bookWithAnswer(
  b: Bookable,
  userIdx: number,
  headers: Record<string, string>,
  contact: Parameters<typeof insertBody>[2],
  answer: string,
) {
  const text = b.questions.text;
  if (!text) throw new Error('the bookable program has a DESCRIPTIVE question');
  const body = insertBody(b, userIdx, contact);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reserveentry/insert',
    headers,
    payload: {
      ...body,
      questionList: [
        ...(body.questionList as object[]),
        { programQuestionIdx: text.programQuestionIdx, answer },
      ],
    },
  });
  return { response, body };
}

describe('a database error with personal data in the request', () => {
  it('a booking refused by the database: the log names the code, constraint, table and request id, and holds none of the values', async () => {
    const b = await bookableProgram(t, { capacity: 50 });
    const { member, token, headers } = await memberWithToken(t);
    await t.db.execute(sql`
      alter table reserve_entries add constraint test_refuse_every_entry
      check (participant_cnt < 0) not valid`);
    logLines.length = 0;

    const { response, body } = await bookWithAnswer(
      b,
      member.userIdx,
      headers,
      { name: person.name, phoneNumber: person.phoneNumber, email: person.email },
      person.answer,
    );
    await t.db.execute(sql`alter table reserve_entries drop constraint test_refuse_every_entry`);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      resultCode: 500,
      errorCode: 'INTERNAL',
      message: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
    });
    const requestId = response.headers['x-request-id'];
    const failed = parsed().find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({
      level: 50,
      reqId: requestId,
      err: {
        type: 'DatabaseError',
        code: '23514',
        constraint: 'test_refuse_every_entry',
        table: 'reserve_entries',
      },
    });
    const everything = logLines.join('\n');
    for (const secret of [
      person.name,
      person.phoneNumber,
      person.email,
      person.answer,
      body.reserveEntryId as string,
      token,
      'Failing row',
      'params',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('an operator account refused by the database: no password, hash, name or cookie in the log', async () => {
    const admin = await createOperator(t.db, { role: 'ADMIN', password: 'admin-pass-1234' });
    const cookie = await staffLogin(t.app, admin.loginId, admin.password);
    await t.db.execute(sql`
      alter table operators add constraint test_refuse_every_operator
      check (length(name) < 0) not valid`);
    logLines.length = 0;

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/operators/create',
      headers: { cookie },
      payload: {
        loginId: 'private-door',
        name: '비밀운영자',
        password: 'operator-secret-pass',
        role: 'STAFF',
      },
    });
    await t.db.execute(sql`alter table operators drop constraint test_refuse_every_operator`);

    expect(response.statusCode).toBe(500);
    expect(parsed().find((line) => line.msg === 'request failed')).toMatchObject({
      reqId: response.headers['x-request-id'],
      err: { code: '23514', constraint: 'test_refuse_every_operator', table: 'operators' },
    });
    const everything = logLines.join('\n');
    for (const secret of [
      'operator-secret-pass',
      'scrypt$',
      '비밀운영자',
      cookie.split('=')[1] ?? cookie,
      'Failing row',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('a value the database refuses as input (400): the rejection is logged by code, without the values', async () => {
    const b = await bookableProgram(t, { capacity: 50 });
    const { member, headers } = await memberWithToken(t);
    logLines.length = 0;
    const { response } = await bookWithAnswer(
      b,
      member.userIdx,
      headers,
      { name: person.name, phoneNumber: person.phoneNumber },
      `${person.answer}\ud800`,
    );

    expect(response.statusCode).toBe(400);
    expect(parsed().find((line) => line.msg === 'request rejected')).toMatchObject({
      level: 40,
      reqId: response.headers['x-request-id'],
      errorCode: 'VALIDATION_FAILED',
      reason: { type: 'DatabaseError', code: '22P02' },
    });
    const everything = logLines.join('\n');
    for (const secret of [person.name, person.phoneNumber, person.answer]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('redaction of known sensitive keys', () => {
  it('blanks them at the top of a log call and one level down, and the credential headers', () => {
    logLines.length = 0;
    t.app.log.info(
      {
        password: 'p-secret',
        passwordHash: 'scrypt$x',
        phoneNumber: '01011112222',
        email: 'who@example.com',
        ci: 'ci-value',
        di: 'di-value',
        birthYmd: '1990-01-01',
        jwt: 'jwt-value',
        member: { name: '숨길이름', phone: '01033334444', token: 'token-value' },
        headers: {
          authorization: 'Bearer abc',
          cookie: 'venue_staff=cookie-value',
          'x-access-token': 'access-token-value',
        },
        programIdx: 7,
      },
      'something happened',
    );
    const [line] = parsed();
    expect(line).toMatchObject({
      password: '[redacted]',
      passwordHash: '[redacted]',
      phoneNumber: '[redacted]',
      email: '[redacted]',
      ci: '[redacted]',
      di: '[redacted]',
      birthYmd: '[redacted]',
      jwt: '[redacted]',
      member: { name: '[redacted]', phone: '[redacted]', token: '[redacted]' },
      headers: {
        authorization: '[redacted]',
        cookie: '[redacted]',
        'x-access-token': '[redacted]',
      },
      programIdx: 7,
    });
    for (const secret of [
      'p-secret',
      '01011112222',
      '숨길이름',
      'cookie-value',
      'access-token-value',
    ]) {
      expect(logLines.join('\n')).not.toContain(secret);
    }
  });
});
