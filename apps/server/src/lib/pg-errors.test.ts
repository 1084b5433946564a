import { describe, expect, it } from 'vitest';
import {
  isCheckViolation,
  isConcurrencyFailure,
  isDatabaseUnavailable,
  isDataException,
  isUniqueViolation,
  sqlState,
} from './pg-errors';

/** A driver error as pg and PGlite raise it, optionally wrapped the way Drizzle wraps it. */
function driverError(code: string, constraint?: string, wrapped = false) {
  const error = Object.assign(new Error('database error'), { code, constraint });
  return wrapped ? Object.assign(new Error('Failed query'), { cause: error }) : error;
}

describe('PostgreSQL error checks', () => {
  it.each([false, true])(
    'recognise a unique violation and its constraint (wrapped: %s)',
    (wrapped) => {
      const error = driverError('23505', 'reserve_entries_id_uq', wrapped);
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, 'reserve_entries_id_uq')).toBe(true);
      expect(isUniqueViolation(error, 'users_active_ci_uq')).toBe(false);
      expect(isCheckViolation(error)).toBe(false);
    },
  );

  it('recognise the seat CHECK and nothing else as it', () => {
    expect(
      isCheckViolation(
        driverError('23514', 'program_instances_seats_ck', true),
        'program_instances_seats_ck',
      ),
    ).toBe(true);
    expect(isCheckViolation(driverError('23514', 'other_ck'), 'program_instances_seats_ck')).toBe(
      false,
    );
    expect(isCheckViolation(driverError('23505', 'program_instances_seats_ck'))).toBe(false);
  });

  it.each([
    ['a deadlock', '40P01', true],
    ['a serialization failure', '40001', true],
    ['a unique violation', '23505', false],
    ['a syntax error', '42601', false],
  ])('treat %s as a concurrency failure: %s', (_label, code, expected) => {
    expect(isConcurrencyFailure(driverError(code, undefined, true))).toBe(expected);
  });

  it('ignore errors that carry no SQLSTATE', () => {
    expect(isConcurrencyFailure(new Error('socket hang up'))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(false);
  });

  it.each([
    ['U+0000 in JSON', '22P05', true],
    ['an int4 overflow', '22003', true],
    ['a bad date', '22008', true],
    ['a string too long for its column (our schema, not the input)', '22001', false],
    ['a check violation', '23514', false],
  ])('treat %s as a data exception: %s', (_label, code, expected) => {
    expect(isDataException(driverError(code, undefined, true))).toBe(expected);
  });

  it('describe an error by its code and names only, never a value-shaped name', () => {
    const error = Object.assign(new Error('new row violates check constraint'), {
      code: '23514',
      constraint: 'operators_name_ck',
      table: 'operators',
      schema: 'public',
      column: '홍길동 01012345678',
      detail: 'Failing row contains (1, 홍길동, 01012345678).',
    });
    expect(sqlState(Object.assign(new Error('Failed query'), { cause: error }))).toEqual({
      code: '23514',
      constraint: 'operators_name_ck',
      table: 'operators',
      schema: 'public',
    });
  });

  it.each([
    ['57014', true], // statement_timeout
    ['55P03', true], // lock_timeout
    ['57P01', true], // terminated / shutting down
    ['57P03', true], // starting up
    ['08006', true], // connection failure
    ['08001', true],
    ['53300', true], // too many connections
    ['23505', false],
    ['22P02', false],
    ['40001', false],
    ['42P01', false],
  ])('maps SQLSTATE %s to an unavailable database: %s', (code, expected) => {
    expect(isDatabaseUnavailable(driverError(code))).toBe(expected);
    expect(isDatabaseUnavailable(driverError(code, undefined, true))).toBe(expected);
  });

  it('maps connection failures without a SQLSTATE to an unavailable database', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('Failed query'), { cause: refused })),
    ).toBe(true);
    // Several addresses of one host name, all refused (Node's happy eyeballs).
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout expired'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
