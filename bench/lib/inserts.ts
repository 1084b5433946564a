/**
 * Reservation insert throughput (at least 1,000 per second on PGlite).
 *
 * A fresh PGlite data directory is migrated and given one OPEN reservation program with an
 * unlimited session (and a floor, so the server does not seed its demo venue over it) and
 * `INSERTS.warmup + INSERTS.members` members (one INSERT … SELECT), then closed. The
 * production server (apps/server/dist) starts over that directory on a core of its own, and
 * autocannon sends one `POST /api/reserveentry/insert` per member — each with its own token, its
 * own new reserveEntryId and a full body — 50 at a time, until every member has booked: first
 * the warm-up members (not counted), then the measured ones. Every answer must be a 200: a
 * refusal or an error fails the part. Rate = measured bookings / their elapsed seconds, over
 * HTTP, with validation, the token check, the booking statement (seats, entry, answers,
 * consents; bookings that arrive together share one, decision 015) and the access log, as in
 * production.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, newReserveEntryId, seoulToday } from '@venue/contract';
import { sql } from 'drizzle-orm';
import { Pool } from 'undici';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import {
  memberTokenKey,
  signMemberToken,
} from '../../apps/server/src/features/accounts/session/session-tokens';
import {
  createBulkMembers,
  createFloor,
  createProgram,
  createProgramInstance,
} from '../../apps/server/test/factories';
import { freePort, startProductionServer } from './process';
import { percentile } from './stats';
import { type StubSolapi, startStubSolapi } from './stub-solapi';

/**
 * `warmup` bookings (members of their own) run first and are not counted: a fresh server spends
 * its first second or so compiling (V8 tiers up the JavaScript and PGlite's WebAssembly on the
 * same core), when it books at a fraction of its rate. The figure is the steady rate.
 */
export const INSERTS = { members: 3000, warmup: 1000, connections: 50 };

/** What a run with messages on adds: every confirmation, sent exactly once. */
export type OutboxCheck = {
  /** 예약 확정 rows written (every booking of the run, warm-up included) */
  written: number;
  /** distinct messages the provider received */
  received: number;
  /** sends of a message the provider had received already (must be 0) */
  duplicates: number;
  /** bookings without a confirmation (must be 0) */
  missing: number;
  /** messages left unsent when the run ended (must be 0) */
  unsent: number;
  /** received messages per second, from the first booking to the last message */
  messagesPerSecond: number;
};

export type InsertResult = {
  members: number;
  warmup: number;
  connections: number;
  booked: number;
  non2xx: number;
  errors: number;
  seconds: number;
  insertsPerSecond: number;
  latencyP99Ms: number;
  outbox?: OutboxCheck;
};

/** One round of the outbox part: the same burst with messages off, then on. */
export type OutboxRound = { off: InsertResult; on: InsertResult; p99Ratio: number };
/**
 * The outbox part: OUTBOX_ROUNDS rounds; the budget reads the median of their p99 ratios (a p99
 * of 40–100 ms moves by a garbage collection, as the load targets' ratios do), and exactly once
 * must hold in every round.
 */
export type OutboxResults = { rounds: OutboxRound[]; p99Ratio: number };
export const OUTBOX_ROUNDS = 3;

type Booking = { token: string; body: string };

/** Migrates `dataDir` and writes the program and members; answers one request per member. */
async function prepare(
  dataDir: string,
  jwtSecret: string,
  publicOrigin: string,
): Promise<Booking[]> {
  const handle = await openDatabase({ dataDir });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    // A venue with a floor is not "empty": the server then starts without seeding the demo venue
    // (which would replace this program).
    await createFloor(db);
    const program = await createProgram(db, { maxPersonCount: 1 });
    const instance = await createProgramInstance(db, program.programIdx, {
      execDate: addDays(seoulToday(new Date()), 2),
      capacity: null,
    });
    const members = await createBulkMembers(db, INSERTS.warmup + INSERTS.members, 'bench');
    // The server's own signing key: its secret and its public origin (the token's issuer).
    const key = memberTokenKey({ jwtSecret, publicOrigin });
    return Promise.all(
      members.map(async (member, index) => ({
        token: await signMemberToken(key, member),
        body: JSON.stringify({
          programIdx: program.programIdx,
          programInstanceIdx: instance.programInstanceIdx,
          programType: 'RESERVATION',
          participantCnt: 1,
          programCategoryIdx: program.programCategoryIdx,
          userIdx: member.userIdx,
          name: `회원${index + 1}`,
          phoneNumber: `010${String(index + 1).padStart(8, '0')}`,
          agreementYn: 'Y',
          questionList: [],
          reserveEntryId: newReserveEntryId('R', new Date()),
          programTermList: [],
        }),
      })),
    );
  } finally {
    await handle.close();
  }
}

/**
 * With `messages`, the server sends each booking's 예약 확정 through a stand-in SOLAPI
 * (stub-solapi.ts): the run then waits until every confirmation has reached it (at most
 * OUTBOX_WAIT_MS), stops the server and counts, in its database, what was written and left
 * unsent, and at the stand-in, what arrived and how often.
 */
export async function measureInserts(options: { messages?: boolean } = {}): Promise<InsertResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-inserts-'));
  const jwtSecret = randomBytes(32).toString('hex');
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  const stub = options.messages ? await startStubSolapi() : undefined;
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const bookings = await prepare(dataDir, jwtSecret, url);
    server = await startProductionServer({
      name: `the production server (inserts, messages ${stub ? 'on' : 'off'})`,
      port,
      dataDir,
      env: {
        JWT_SECRET: jwtSecret,
        ...(stub
          ? {
              SOLAPI_BASE_URL: stub.url,
              SOLAPI_API_KEY: 'BENCHKEY0000000',
              SOLAPI_API_SECRET: 'BENCHSECRET00000000000000000000',
              SOLAPI_PFID: 'KA01PF0000000000000000BENCH',
              SOLAPI_SENDER: '0215992641',
            }
          : {}),
      },
    });
    const startedAt = performance.now();
    // Pre-flight: the first booking must succeed, or the run would only measure refusals.
    const [first] = bookings;
    if (!first) throw new Error('no members to book for');
    const preflight = await fetch(`${url}/api/reserveentry/insert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': first.token },
      body: first.body,
    });
    if (!preflight.ok) {
      throw new Error(`the first booking answered ${preflight.status}: ${await preflight.text()}`);
    }
    const pool = new Pool(url, { connections: INSERTS.connections });
    try {
      // The 50 connections are opened once and kept (keep-alive), as a proxy's upstream pool keeps
      // them: a booking's latency is the server's answer, not a new TCP connection's wait to be
      // accepted by a busy event loop (benchmarks/2026-11-29, "The outbox, sixth session").
      await Promise.all(
        Array.from({ length: INSERTS.connections }, async () => {
          const answer = await pool.request({ method: 'GET', path: '/api/health' });
          await answer.body.dump();
        }),
      );
      const warm = await book(pool, bookings.slice(1, INSERTS.warmup));
      if (warm.non2xx > 0 || warm.errors > 0) {
        throw new Error(
          `the warm-up bookings had ${warm.non2xx} refusals and ${warm.errors} errors`,
        );
      }
      // A pause longer than the server's quiet time (250 ms): with messages on, the relay and the
      // sender start on the warm-up's confirmations, and the measured burst arrives in the middle
      // of their work, which must step aside for it.
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      const measuredRun = await book(pool, bookings.slice(INSERTS.warmup));
      const measured = {
        ...INSERTS,
        booked: measuredRun.ok,
        non2xx: measuredRun.non2xx,
        errors: measuredRun.errors,
        seconds: measuredRun.seconds,
        insertsPerSecond: measuredRun.ok / measuredRun.seconds,
        latencyP99Ms: percentile(measuredRun.latenciesMs, 0.99),
      };
      if (!stub) return measured;
      const deadline = Date.now() + OUTBOX_WAIT_MS;
      while (stub.received.size < bookings.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await server.stop();
      server = undefined;
      return { ...measured, outbox: await checkOutbox(dataDir, stub, startedAt) };
    } finally {
      await pool.close();
    }
  } finally {
    await server?.stop();
    await stub?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The pause between the warm-up and the measured bookings. */
const PAUSE_MS = 600;

/**
 * Books every member of `queue` over `pool`, 50 at a time (one request in flight per connection),
 * timing each from its send to the end of its answer; elapsed time runs to the last answer.
 */
async function book(pool: Pool, queue: readonly Booking[]) {
  let next = 0;
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const latenciesMs: number[] = [];
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < queue.length; index = next++) {
      const booking = queue[index] as Booking;
      const sent = performance.now();
      try {
        const answer = await pool.request({
          method: 'POST',
          path: '/api/reserveentry/insert',
          headers: { 'content-type': 'application/json', 'x-access-token': booking.token },
          body: booking.body,
        });
        await answer.body.dump();
        latenciesMs.push(performance.now() - sent);
        if (answer.statusCode >= 200 && answer.statusCode < 300) ok += 1;
        else non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: INSERTS.connections }, worker));
  return { ok, non2xx, errors, latenciesMs, seconds: (performance.now() - started) / 1000 };
}

/** How long a run waits for the last confirmation to reach the stand-in provider. */
const OUTBOX_WAIT_MS = 300_000;

async function checkOutbox(dataDir: string, stub: StubSolapi, startedAt: number) {
  const handle = await openDatabase({ dataDir });
  try {
    const count = async (text: string) => {
      const result = await handle.db.execute(sql.raw(text));
      return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
    };
    const written = await count(
      `select count(*) as n from messages where kind = 'RESERVATION_CONFIRMED'`,
    );
    const missing = await count(
      `select count(*) as n from reserve_entries re where not exists (
         select 1 from messages m where m.kind = 'RESERVATION_CONFIRMED'
            and m.cause_key = 'entry:' || re.reserve_entry_idx)`,
    );
    const unsent = await count(
      `select count(*) as n from messages where status in ('QUEUED', 'SENDING')`,
    );
    const duplicates = [...stub.received.values()].reduce((sum, n) => sum + n - 1, 0);
    const seconds = (stub.lastAt - startedAt) / 1000;
    return {
      written,
      received: stub.received.size,
      duplicates,
      missing,
      unsent,
      messagesPerSecond: seconds > 0 ? stub.received.size / seconds : 0,
    } satisfies OutboxCheck;
  } finally {
    await handle.close();
  }
}
