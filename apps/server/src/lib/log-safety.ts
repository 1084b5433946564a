/**
 * Logs carry no secrets and no personal data.
 *
 * - `serializeError` is the logger's `err` serializer, so every `log.error({ err })` of the app
 *   (the error handler, the access log, the schedulers) goes through it. A database error is
 *   logged by its SQLSTATE and the names it concerns (constraint, table, column): never its
 *   message (`invalid input syntax for type integer: "…"` quotes the value), its `detail`
 *   (`Failing row contains (…)`), the query or its parameters. Drizzle's wrapper
 *   (DrizzleQueryError: "Failed query: … params: …") keeps only its stack frames.
 * - `logRedaction` (pino's redaction, top level) and `redactNested` (a logMethod hook, one level
 *   down: `{ user: { phoneNumber } }`, `{ headers: { authorization } }`) blank the known
 *   sensitive keys wherever a log call names them.
 * - `withLogSafety` adds all of them to the logger options buildApp gets.
 */
import type { FastifyServerOptions } from 'fastify';
import { sqlState } from './pg-errors';

/** Keys whose values are personal data or credentials, in the spellings the code uses. */
export const SENSITIVE_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'name',
  'memberName',
  'userName',
  'guardianName',
  'phone',
  'phoneNumber',
  'phone_number',
  'mdn',
  'email',
  'ci',
  'di',
  'birth',
  'birthday',
  'birthYmd',
  'birth_ymd',
  'token',
  'jwt',
  'accessToken',
  'loginTicket',
  'otp',
  // Two-factor login (decision 035)
  'secret',
  'totpSecret',
  'totpPendingSecret',
  'otpauthUri',
  'challenge',
  'authorization',
  'cookie',
  'set-cookie',
  'x-access-token',
  'new-access-token',
  'params',
  'parameters',
  'detail',
] as const;

export const REDACTED = '[redacted]';

/** A pino path segment: plain keys as they are, others (with dashes) in brackets. */
const segment = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`);

/**
 * pino's own redaction, for the top level of a log call and a child's bindings. Only top-level
 * paths: pino compiles those to plain property checks (free), while its wildcard paths (`*.key`)
 * cost about 25 µs per request on the access log — half the server's throughput on a public read.
 * One level down is `redactNested`'s job.
 */
export const logRedaction = {
  paths: SENSITIVE_KEYS.map(segment),
  censor: REDACTED,
};

const SENSITIVE = new Set<string>(SENSITIVE_KEYS);
/** Keys our serializers turn into safe shapes (method and url; status; the safe error). */
const SERIALIZED = new Set(['req', 'res', 'err', 'error']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The sensitive keys one level down in a log call's object (`{ member: { phone } }`,
 * `{ headers: { authorization } }`), blanked on a copy; the caller's objects are never changed.
 * Objects our serializers shape (req, res, err) are left to them. Returns the object itself when
 * there is nothing to blank, so the access log's lines cost a few key checks.
 */
export function redactNested(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    if (SERIALIZED.has(key)) continue;
    const value = object[key];
    if (!isPlainObject(value)) continue;
    let inner: Record<string, unknown> | undefined;
    for (const innerKey of Object.keys(value)) {
      if (SENSITIVE.has(innerKey)) {
        inner ??= { ...value };
        inner[innerKey] = REDACTED;
      }
    }
    if (inner) {
      copy ??= { ...object };
      copy[key] = inner;
    }
  }
  return copy ?? object;
}

/** The `at …` lines of a stack: where it happened, without the message the stack starts with. */
function stackFrames(error: object): string | undefined {
  const stack = (error as { stack?: unknown }).stack;
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** True for errors that carry a query and its values (Drizzle's DrizzleQueryError). */
function carriesQuery(error: object): boolean {
  return 'query' in error || 'params' in error || 'parameters' in error;
}

export interface SafeError {
  type: string;
  message?: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  routine?: string;
  stack?: string;
  cause?: SafeError;
}

/** The log's view of an error; see the file comment. */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const state = sqlState(error);
  const frames = stackFrames(error);
  if (state) {
    return { type: 'DatabaseError', ...state, ...(frames ? { stack: frames } : {}) };
  }
  const fields = error as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const quiet = carriesQuery(error);
  const safe: SafeError = {
    type: typeof fields.name === 'string' ? fields.name : 'Error',
    ...(!quiet && typeof fields.message === 'string' ? { message: fields.message } : {}),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  };
  const stack = quiet ? frames : (error as { stack?: unknown }).stack;
  if (typeof stack === 'string' && stack !== '') safe.stack = stack;
  if (fields.cause !== undefined && depth < 3) safe.cause = serializeError(fields.cause, depth + 1);
  return safe;
}

/**
 * One line about a refused request's error for the 4xx log: the database's code and names, or
 * the error's own (Korean or validation) message.
 */
export function errorSummary(error: unknown): string | SafeError {
  if (typeof error === 'object' && error !== null && sqlState(error)) {
    const { stack: _stack, ...summary } = serializeError(error);
    return summary;
  }
  const safe = serializeError(error);
  return safe.message ?? safe.type;
}

type LoggerOption = FastifyServerOptions['logger'];

/** Logger options with the safe `err` serializer and the redaction added; `false` stays off. */
export function withLogSafety(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    // Fastify types the `err` serializer as returning pino's shape (message and stack always set);
    // ours leaves out what is not safe to log.
    serializers: { ...options.serializers, err: serializeError as never },
    redact: logRedaction,
    hooks: {
      ...options.hooks,
      logMethod(args, method) {
        const [first] = args;
        if (isPlainObject(first)) (args as unknown[])[0] = redactNested(first);
        return method.apply(this, args);
      },
    },
  };
}
