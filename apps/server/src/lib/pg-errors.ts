/**
 * PostgreSQL error checks that work for both drivers (pg and PGlite) and through Drizzle, which
 * wraps driver errors in a DrizzleQueryError whose `cause` is the original.
 */

/**
 * What a PostgreSQL error may say in a log: its SQLSTATE and the names of what it concerns, all
 * identifiers of our own schema. Never its message (`invalid input syntax for type integer:
 * "…"` quotes the value), `detail` (`Failing row contains (…)`), the query or its parameters.
 */
export interface SqlState {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  routine?: string;
}

const NAMED_FIELDS = ['constraint', 'table', 'column', 'schema', 'routine'] as const;
/** PostgreSQL's own identifiers (table, constraint, C routine names): nothing a visitor typed. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;

/** The SQLSTATE of a driver error, found through up to three wrappers, with its names. */
export function sqlState(error: unknown): SqlState | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as Record<string, unknown>;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const state: SqlState = { code: candidate.code };
      for (const field of NAMED_FIELDS) {
        const value = candidate[field];
        if (typeof value === 'string' && IDENTIFIER.test(value)) state[field] = value;
      }
      return state;
    }
    current = candidate.cause;
  }
  return undefined;
}

/** True for a unique violation (23505), optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  if (state?.code !== '23505') return false;
  return constraint === undefined || state.constraint === constraint;
}

/** True for a CHECK constraint violation (23514), optionally of one named constraint. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  if (state?.code !== '23514') return false;
  return constraint === undefined || state.constraint === constraint;
}

/**
 * True when PostgreSQL gave up on the statement so that another could finish: a deadlock
 * (40P01) or a serialization failure (40001). Retrying the work, smaller, is the answer.
 */
export function isConcurrencyFailure(error: unknown): boolean {
  const code = sqlState(error)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Data exceptions (SQLSTATE class 22) that only a value from outside can cause: text PostgreSQL
 * cannot hold (U+0000, a lone surrogate in JSON), a number past its type, a date it cannot read.
 * A string too long for its column (22001) is not among them: the contract bounds every length,
 * so that one is our own fault and stays a 500.
 */
const INPUT_DATA_EXCEPTIONS = new Set([
  '22P02', // invalid_text_representation: "invalid input syntax for type json / integer"
  '22P05', // untranslatable_character: \u0000 in jsonb
  '22021', // character_not_in_repertoire: U+0000 in text
  '22003', // numeric_value_out_of_range: past int4
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow: year 0
]);

/**
 * True when PostgreSQL refused a value a statement was given (see INPUT_DATA_EXCEPTIONS). Those
 * values came from a request, so the answer is a 400, never a 500; the contract
 * refuses them before any query runs, and this is the net behind it.
 */
export function isDataException(error: unknown): boolean {
  const code = sqlState(error)?.code;
  return code !== undefined && INPUT_DATA_EXCEPTIONS.has(code);
}

/**
 * SQLSTATEs that mean the database cannot serve now, not that the request was wrong: the
 * statement ran past `statement_timeout` or a lock timeout, the server is shutting down or
 * starting, the connection broke, or it has no connection to spare.
 */
const UNAVAILABLE_STATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '57P01', // admin_shutdown: the server is stopping, or the backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting
  '53300', // too_many_connections
]);
/** Socket errors of a database connection: refused, unreachable, reset, name not found. */
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres and pg-pool say these without a code. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  // node-postgres's client when its own connect timeout ends a connection attempt (db/client.ts)
  'timeout expired',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when a request failed because PostgreSQL is unreachable, slow or restarting (decision
 * 037): the answer is 503 DATABASE_UNAVAILABLE, which the visitor may retry, never a 500. The
 * error is looked for through Drizzle's wrapper and an AggregateError of several addresses.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error)?.code;
  if (state !== undefined) return UNAVAILABLE_STATES.has(state) || state.startsWith('08');
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_NETWORK_CODES.has(candidate.code)) {
      return true;
    }
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.includes(candidate.message)) {
      return true;
    }
    if (Array.isArray(candidate.errors) && candidate.errors.some(isDatabaseUnavailable))
      return true;
    current = (candidate as { cause?: unknown }).cause;
  }
  return false;
}
