/**
 * What each outside provider last did on this instance: its last success and its
 * recent failures, in memory, since the instance started (no table: a restart starts empty, and
 * each instance answers for itself). Every adapter is wrapped at the one place it is made
 * (`track*` below, used in app.ts and login.routes.ts), so a call counts once whoever makes it.
 * A failure keeps its time, the operation and a short reason built from the error's class and an
 * HTTP status or timeout only: never a message text, which could carry a phone or a name.
 */
import {
  PROVIDER_FAILURES_KEPT,
  type ProviderFailure,
  type ProviderKey,
  toSeoulIso,
} from '@venue/contract';

interface Record_ {
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  successCount: number;
  failureCount: number;
  failures: ProviderFailure[];
}

export interface ProviderHealth {
  readonly since: Date;
  /** Runs the provider's call and records how it went; the call's answer or error passes through. */
  track<T>(
    key: ProviderKey,
    operation: string,
    call: () => Promise<T>,
    /** an error that is an answer (the agency refused a person), not an outage */
    answered?: (error: unknown) => boolean,
  ): Promise<T>;
  read(key: ProviderKey): Readonly<Record_>;
}

/** Messages our adapters write that carry nothing but a status: kept as they are. */
const SAFE_MESSAGE = /^(HTTP \d{3}|no answer: [A-Za-z]+|timeout|unexpected answer)$/;

export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return '알 수 없는 오류';
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  if (error.name === 'TimeoutError' || error.name === 'AbortError')
    return `${error.name}: 응답 시간 초과`;
  if (SAFE_MESSAGE.test(error.message)) return `${error.name}: ${error.message}`;
  if (typeof status === 'number') return `${error.name}: HTTP ${status}`;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return `${error.name}: ${code}`;
  return error.name.slice(0, 60);
}

export function createProviderHealth(clock: () => Date = () => new Date()): ProviderHealth {
  const since = clock();
  const records = new Map<ProviderKey, Record_>();
  const recordOf = (key: ProviderKey): Record_ => {
    let record = records.get(key);
    if (!record) {
      record = {
        lastSuccessAt: null,
        lastFailureAt: null,
        successCount: 0,
        failureCount: 0,
        failures: [],
      };
      records.set(key, record);
    }
    return record;
  };
  return {
    since,
    async track(key, operation, call, answered) {
      const record = recordOf(key);
      try {
        const result = await call();
        record.lastSuccessAt = clock();
        record.successCount += 1;
        return result;
      } catch (error) {
        if (answered?.(error)) {
          record.lastSuccessAt = clock();
          record.successCount += 1;
        } else {
          const at = clock();
          record.lastFailureAt = at;
          record.failureCount += 1;
          record.failures.unshift({ at: toSeoulIso(at), operation, reason: failureReason(error) });
          record.failures.length = Math.min(record.failures.length, PROVIDER_FAILURES_KEPT);
        }
        throw error;
      }
    },
    read: recordOf,
  };
}

/**
 * The object with each named async method going through `health.track`. The other members
 * (fields, sync methods) are the original's.
 */
export function trackMethods<T extends object>(
  health: ProviderHealth,
  key: ProviderKey,
  target: T,
  operations: Partial<Record<keyof T, string>>,
  answered?: (error: unknown) => boolean,
): T {
  const wrapped = Object.create(target) as T;
  for (const [method, operation] of Object.entries(operations) as [keyof T, string][]) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    (wrapped as Record<keyof T, unknown>)[method] = (...args: unknown[]) =>
      health.track(key, operation, () => original.apply(target, args), answered);
  }
  return wrapped;
}
