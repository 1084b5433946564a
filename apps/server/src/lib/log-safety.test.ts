import { describe, expect, it } from 'vitest';
import { errorSummary, logRedaction, redactNested, serializeError } from './log-safety';

/** A PostgreSQL error wrapped the way Drizzle wraps it: the query and its values on the wrapper. */
function drizzleError(cause: object) {
  return Object.assign(
    new Error(
      'Failed query: insert into operators (name) values ($1)\nparams: 김비밀,scrypt$16384$x',
    ),
    { name: 'DrizzleQueryError', query: 'insert into operators …', params: ['김비밀'], cause },
  );
}

const pgError = Object.assign(
  new Error('new row for relation "operators" violates check constraint'),
  {
    code: '23514',
    constraint: 'operators_name_ck',
    table: 'operators',
    schema: 'public',
    detail: 'Failing row contains (1, 김비밀, scrypt$16384$x).',
    severity: 'ERROR',
  },
);

describe('serializeError', () => {
  it('names a database error by SQLSTATE and identifiers, with stack frames but no message, detail or values', () => {
    const safe = serializeError(drizzleError(pgError));
    expect(safe).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'operators_name_ck',
      table: 'operators',
      schema: 'public',
    });
    const text = JSON.stringify(safe);
    for (const secret of ['김비밀', 'scrypt$', 'Failing row', 'params', 'insert into']) {
      expect(text).not.toContain(secret);
    }
    expect(safe.stack).toMatch(/^\s+at /);
  });

  it('keeps a query error without SQLSTATE (a dropped connection) to its type, code and cause', () => {
    const safe = serializeError(
      drizzleError(Object.assign(new Error('Connection terminated'), { code: 'ECONNRESET' })),
    );
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { type: 'Error', message: 'Connection terminated', code: 'ECONNRESET' },
    });
    expect(safe.message).toBeUndefined();
    expect(JSON.stringify(safe)).not.toContain('김비밀');
  });

  it('keeps an ordinary error as it is, and survives non-errors', () => {
    const error = Object.assign(new TypeError('x is undefined'), { statusCode: 500 });
    expect(serializeError(error)).toMatchObject({
      type: 'TypeError',
      message: 'x is undefined',
      statusCode: 500,
    });
    expect(serializeError('a string')).toEqual({ type: 'string' });
    expect(serializeError(null)).toEqual({ type: 'object' });
  });

  it('summarises a refused request in one small value', () => {
    expect(errorSummary(drizzleError(pgError))).toEqual({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'operators_name_ck',
      table: 'operators',
      schema: 'public',
    });
    expect(errorSummary(new Error('입력값을 다시 확인해 주세요.'))).toBe(
      '입력값을 다시 확인해 주세요.',
    );
  });
});

describe('logRedaction and redactNested', () => {
  it("covers each sensitive key at the top with pino's plain paths, dashed keys in brackets", () => {
    expect(logRedaction.paths).toEqual(
      expect.arrayContaining(['password', 'phoneNumber', '["x-access-token"]']),
    );
    // No wildcard paths: pino's cost ~25 µs per log call each request (see logRedaction).
    expect(logRedaction.paths.filter((path) => path.startsWith('*'))).toEqual([]);
  });

  it("blanks sensitive keys one level down on a copy, leaving the caller's objects alone", () => {
    const member = { name: '숨길이름', phone: '01033334444', programIdx: 3 };
    const headers = { authorization: 'Bearer abc', 'x-access-token': 't', accept: 'json' };
    const logged = { member, headers, count: 2 };
    expect(redactNested(logged)).toEqual({
      member: { name: '[redacted]', phone: '[redacted]', programIdx: 3 },
      headers: { authorization: '[redacted]', 'x-access-token': '[redacted]', accept: 'json' },
      count: 2,
    });
    expect(member.name).toBe('숨길이름');
    expect(headers.authorization).toBe('Bearer abc');
  });

  it('returns the very object when nothing is sensitive, and leaves req, res and err to their serializers', () => {
    const line = { req: { name: 'kept for the serializer' }, res: { statusCode: 200 }, ms: 1 };
    expect(redactNested(line)).toBe(line);
  });
});
