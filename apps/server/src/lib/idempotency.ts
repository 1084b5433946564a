/**
 * A staff write done once per `requestKey` (decision 071; the console makes one per dialog submit
 * and keeps it across that submit's retries). The key's row in `idempotency_keys` is written
 * first, in the change's own transaction, so:
 * - a retry after the first committed finds the row and gets the first answer, writing nothing
 *   (no second entry, walk-in, message, webhook or audit row);
 * - two at once: PostgreSQL makes the second INSERT wait on the first's uncommitted row; once the
 *   first commits the second finds it and answers from it, and if the first rolled back the
 *   second writes (nothing of a refused change stays, not even its key);
 * - the same key with another body is 409 IDEMPOTENCY_KEY_REUSED: the key named another action.
 *
 * The row's `response` is `{ bodyHash, data }`: the table has no column of its own for the hash,
 * and `data` is the first answer's envelope data. Rows live a day (`purgeIdempotencyKeys`, run by
 * the scheduled retention job).
 *
 *     const entry = await auditedWrite(app, operator, {}, (tx, audit) =>
 *       withIdempotency(tx, { operatorIdx, call: 'staffEntryCreate', requestKey, body }, () =>
 *         write(tx, audit),
 *       ),
 *     );
 */
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import type { Database, Transaction } from '../db/types';
import { AppError } from './app-error';

type Db = Database | Transaction;

export interface IdempotentRequest {
  operatorIdx: number;
  /** the contract's call name: a key is the operator's own and the call's own */
  call: string;
  /** undefined: no key given, the write is done as it always is */
  requestKey: string | undefined;
  /** the request's body; its `requestKey` is left out of the hash */
  body: object;
}

interface Stored {
  bodyHash: string;
  data: unknown;
}

/** How long a key answers for itself: longer than any retry, short enough to stay small. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const keyOf = (request: IdempotentRequest & { requestKey: string }) =>
  `${request.operatorIdx}:${request.call}:${request.requestKey}`;

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key, v]) => key !== 'requestKey' && v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, v]) => [key, canonical(v)]),
    );
  }
  return value;
}

export const bodyHashOf = (body: object) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');

async function readStored(db: Db, key: string): Promise<Stored | undefined> {
  const [row] = await db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key))
    .limit(1);
  return row?.response as Stored | undefined;
}

function answerOf<T>(stored: Stored, bodyHash: string): T {
  if (stored.bodyHash !== bodyHash) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED');
  return stored.data as T;
}

/**
 * The first answer of a key already committed, read before the write's own checks: a retry is
 * answered as the first was even when the checks would now refuse it (the session it booked
 * became full, the member it booked now holds an entry). Undefined: no key, or not used yet.
 */
export async function storedAnswer<T>(db: Db, request: IdempotentRequest): Promise<T | undefined> {
  if (request.requestKey === undefined) return undefined;
  const stored = await readStored(db, keyOf({ ...request, requestKey: request.requestKey }));
  return stored ? answerOf<T>(stored, bodyHashOf(request.body)) : undefined;
}

/**
 * Runs `run` once per key inside the caller's transaction `tx` (see the file's comment). `run`'s
 * answer must be the call's data as JSON carries it: it is what a retry gets.
 */
export async function withIdempotency<T>(
  tx: Transaction,
  request: IdempotentRequest,
  run: () => Promise<T>,
): Promise<T> {
  if (request.requestKey === undefined) return run();
  const key = keyOf({ ...request, requestKey: request.requestKey });
  const bodyHash = bodyHashOf(request.body);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      key,
      operatorIdx: request.operatorIdx,
      call: request.call,
      response: { bodyHash, data: null } satisfies Stored,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    // Another transaction wrote the key and committed (the INSERT waited for it): its answer.
    const stored = await readStored(tx, key);
    if (!stored) throw new Error('idempotency key vanished');
    return answerOf<T>(stored, bodyHash);
  }
  const data = await run();
  await tx
    .update(idempotencyKeys)
    .set({ response: { bodyHash, data } satisfies Stored })
    .where(eq(idempotencyKeys.key, key));
  return data;
}

/** Deletes keys older than a day; answers how many went. */
export async function purgeIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
