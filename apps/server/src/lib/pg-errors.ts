/**
 * PostgreSQL error checks that work for both drivers (pg and PGlite) and through Drizzle, which
 * wraps driver errors in a DrizzleQueryError whose `cause` is the original.
 */
function sqlState(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
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
