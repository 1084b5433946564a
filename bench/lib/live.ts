/**
 * The live welcome (decision 017): what idle event streams cost the server, and how
 * long a check-in takes to reach the member's phone.
 *
 * **One instance (PGlite).** A fresh PGlite data directory is migrated and given a floor (so the
 * server does not seed its demo venue over it), one program with a tutorial (so every welcome
 * carries one), `warmup + idleStreams + measured` members (one INSERT … SELECT), a QR pass of
 * today (Seoul) for each (one INSERT … SELECT: random v4 qrUuids, distinct entry codes from the
 * contract's alphabet) and a door operator; each member's token is signed with the server's key.
 * The production server (apps/server/dist) starts over it on a core of its own.
 * - Warm-up (not counted): member reads, then `warmup` streams opened, each checked in, all
 *   closed again.
 * - Memory: 2 s after the warm-up the server's VmRSS (/proc/<pid>/status) is the baseline. Then
 *   `idleStreams` streams open (`GET /api/sse/subscribe` with the member's x-access-token,
 *   `openBatch` at a time, one socket each); a stream counts once its `retry:` line has arrived,
 *   and every one must answer 200. After 5 s idle VmRSS is read again: the delta is what the
 *   streams cost (sockets, HTTP state and the subscriber records), and every stream must still be
 *   open.
 * - Latency, with those idle streams still open: `measured` more members open a stream; the
 *   operator logs in (POST /api/staff/login) and checks them in one at a time
 *   (POST /api/staff/checkin with the qrUuid). Each sample runs from just before the request
 *   to the arrival of the `data:` line on that member's stream.
 *
 * **Two instances (PostgreSQL 15).** When /usr/lib/postgresql/15/bin is installed, a throwaway
 * cluster starts on 127.0.0.1 as .ci/run starts one (fsync off; always stopped), gets the same
 * data with `warmup + measured` members, and two production servers start over it: the streams
 * are on A, the check-ins are made on B, so every event travels through NOTIFY and A's LISTEN
 * connection. Same warm-up and measurement, without the idle crowd. Without PostgreSQL the part
 * throws and the bench records it as not measured.
 *
 * The bench holds one socket per stream: the process needs that many file descriptors (`ulimit
 * -n`), which is checked first.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ENTRY_CODE_ALPHABET, ENTRY_CODE_LENGTH, seoulToday } from '@venue/contract';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import {
  type MemberTokenKey,
  memberTokenKey,
  signMemberToken,
} from '../../apps/server/src/features/accounts/session/session-tokens';
import { STAFF_COOKIE } from '../../apps/server/src/features/operations/staff/staff-session-cookie';
import { createBulkMembers, createFloor, createProgram } from '../../apps/server/test/factories';
import { createOperator } from '../../apps/server/test/staff-session';
import {
  hasPostgres15,
  PG_BIN,
  startThrowawayPostgres,
} from '../../scripts/throwaway-postgres.mjs';
import { freePort, openFileLimit, type RunningProcess, startProductionServer } from './process';
import { percentile } from './stats';

/**
 * `idleStreams` is the issue's 10,000; `BENCH_LIVE_STREAMS=500` runs a smaller crowd while
 * developing (the budget's name then says how many were open).
 */
/** The server's heartbeat interval (25 s, live-streams.ts) plus slack for the sliced writes. */
const HEARTBEAT_WAIT_MS = 28_000;

export const LIVE = {
  idleStreams: Number(process.env.BENCH_LIVE_STREAMS ?? 10_000),
  measured: 200,
  /** Warm-up members: each opens a stream and is checked in before anything is measured. */
  warmup: 200,
  warmupReads: 300,
  openBatch: 500,
  /** Waits before each memory reading: the warm-up's closed sockets settle, the streams idle. */
  settleBeforeBaselineMs: 2000,
  idleMs: 5000,
};

export type LatencySummary = {
  /** Check-ins measured, one at a time. */
  checkIns: number;
  /** Check-in request sent → the event's `data:` line received on the member's stream. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Check-in request sent → its 200 answer received (the scanner's wait). */
  answerP50Ms: number;
  answerP99Ms: number;
};

export type LiveMemory = {
  streams: number;
  openBatch: number;
  /** Time to open all the idle streams, `openBatch` at a time. */
  openSeconds: number;
  baselineRssKiB: number;
  withStreamsRssKiB: number;
  deltaKiB: number;
  perStreamKiB: number;
  /** VmHWM after the idle wait: the most the process ever held. */
  peakRssKiB: number;
  /** Idle streams still open after the idle wait, and at the end of the latency run. */
  openAfterIdle: number;
  openAtEnd: number;
  /** Idle streams that had received a heartbeat (every 25 s) by the end. */
  heartbeatsSeen: number;
};

export type LiveResults = {
  oneInstance?: { memory: LiveMemory; latency: LatencySummary & { idleStreams: number } };
  twoInstances?: LatencySummary;
};

type Member = { userIdx: number; qrUuid: string; token: string };
type Prepared = { members: Member[]; operator: { loginId: string; password: string } };

// --- the data -------------------------------------------------------------------------------

/**
 * Migrates the database behind `handle` and writes the venue, `count` members with a pass of
 * today each, and an operator. Answers the members (in user order) with their signed tokens.
 */
async function prepare(
  handle: DatabaseHandle,
  count: number,
  key: MemberTokenKey,
): Promise<Prepared> {
  await migrateDatabase(handle);
  const { db } = handle;
  // A venue with a floor is not "empty": the server then starts without seeding the demo venue.
  await createFloor(db);
  // The venue's tutorial program: every entrance check-in's welcome then offers its tutorial.
  await createProgram(db, { tutorialYn: true, tutorialLink: 'https://example.com/tutorial' });
  const created = await createBulkMembers(db, count, 'live');
  // Entry codes: the member's row number in base 32, one alphabet letter per 5 bits, so distinct.
  const letters = Array.from(
    { length: ENTRY_CODE_LENGTH },
    (_, i) =>
      sql`substr(${ENTRY_CODE_ALPHABET}::text, ((u.n >> ${sql.raw(String(5 * i))}) & 31)::int + 1, 1)`,
  );
  const passes = await db.execute(sql`
    insert into qr_passes (user_idx, qr_uuid, entry_code, issue_date, verification_seq)
    select u.user_idx, gen_random_uuid()::text, ${sql.join(letters, sql` || `)},
           ${seoulToday(new Date())}, gen_random_uuid()::text
    from (select user_idx, row_number() over (order by user_idx) as n from users) u
    returning user_idx, qr_uuid`);
  const rows = (passes as unknown as { rows: { user_idx: number; qr_uuid: string }[] }).rows;
  const uuidOf = new Map(rows.map((row) => [row.user_idx, row.qr_uuid]));
  const operator = await createOperator(db, {
    loginId: 'bench-door',
    password: 'bench-door-pass-1',
  });
  const members = await Promise.all(
    created.map(async (member) => ({
      userIdx: member.userIdx,
      qrUuid: uuidOf.get(member.userIdx) as string,
      token: await signMemberToken(key, member),
    })),
  );
  return { members, operator: { loginId: operator.loginId, password: operator.password } };
}

// --- streams --------------------------------------------------------------------------------

/** One member's open event stream, as the bench holds it (one socket, no agent). */
type LiveStream = {
  /** Resolves with the arrival time (performance.now()) of the next `data:` event. */
  nextEvent: (timeoutMs?: number) => Promise<number>;
  heartbeats: () => number;
  isOpen: () => boolean;
  close: () => void;
};

/** Opens GET /api/sse/subscribe; resolves once the `retry:` line arrived, rejects on non-200. */
function openLiveStream(baseUrl: string, member: Member, timeoutMs = 30_000): Promise<LiveStream> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let open = false;
    let heartbeats = 0;
    const arrivals: number[] = [];
    let waiter: ((at: number) => void) | undefined;
    const request = httpRequest({
      host: hostname,
      port,
      path: `/api/sse/subscribe?qrUuid=${member.qrUuid}`,
      headers: { accept: 'text/event-stream', 'x-access-token': member.token },
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`stream of member ${member.userIdx} sent no retry line in ${timeoutMs} ms`));
    }, timeoutMs);
    const stream: LiveStream = {
      nextEvent: (waitMs = 5000) =>
        new Promise((resolveEvent, rejectEvent) => {
          const early = arrivals.shift();
          if (early !== undefined) return resolveEvent(early);
          const giveUp = setTimeout(() => {
            waiter = undefined;
            rejectEvent(new Error(`no event for member ${member.userIdx} within ${waitMs} ms`));
          }, waitMs);
          waiter = (at) => {
            clearTimeout(giveUp);
            waiter = undefined;
            resolveEvent(at);
          };
        }),
      heartbeats: () => heartbeats,
      isOpen: () => open,
      close: () => request.destroy(),
    };
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => {
          clearTimeout(timer);
          reject(new Error(`a stream answered ${response.statusCode}: ${body.slice(0, 300)}`));
        });
        return;
      }
      response.setEncoding('utf8');
      let pending = '';
      response.on('data', (chunk: string) => {
        const at = performance.now();
        pending += chunk;
        for (let end = pending.indexOf('\n\n'); end !== -1; end = pending.indexOf('\n\n')) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          if (block.startsWith('retry:')) {
            open = true;
            clearTimeout(timer);
            resolve(stream);
          } else if (block.startsWith(':')) {
            heartbeats += 1;
          } else if (block.includes('data: ')) {
            if (waiter) waiter(at);
            else arrivals.push(at);
          }
        }
      });
      response.on('close', () => {
        open = false;
      });
    });
    request.on('error', (error) => {
      open = false;
      clearTimeout(timer);
      reject(error);
    });
    request.end();
  });
}

/**
 * Opens a stream for each member, `batch` at a time. If any fails, every stream opened so far is
 * closed and the first failure is thrown.
 */
async function openStreams(baseUrl: string, members: Member[], batch: number) {
  const streams: LiveStream[] = [];
  for (let start = 0; start < members.length; start += batch) {
    const settled = await Promise.allSettled(
      members.slice(start, start + batch).map((member) => openLiveStream(baseUrl, member)),
    );
    for (const outcome of settled) if (outcome.status === 'fulfilled') streams.push(outcome.value);
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) {
      closeAll(streams);
      throw failed.reason;
    }
  }
  return streams;
}

function closeAll(streams: LiveStream[]): void {
  for (const stream of streams) stream.close();
}

// --- staff calls ----------------------------------------------------------------------------

/** POST /api/staff/login; answers the Cookie header value that carries the session. */
async function staffLogin(baseUrl: string, operator: Prepared['operator']): Promise<string> {
  const response = await fetch(`${baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(operator),
  });
  if (!response.ok) throw new Error(`staff login answered ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] as string)
    .find((pair) => pair.startsWith(`${STAFF_COOKIE}=`));
  if (!session) throw new Error('staff login set no session cookie');
  return session;
}

/**
 * Checks each member in at the entrance, one at a time, on `checkInUrl`, and times the event on
 * the member's open stream. Every check-in must be new (CHECKED_IN) and reach its stream.
 */
async function timeCheckIns(
  checkInUrl: string,
  cookie: string,
  pairs: { member: Member; stream: LiveStream }[],
): Promise<{ eventMs: number[]; answerMs: number[] }> {
  const eventMs: number[] = [];
  const answerMs: number[] = [];
  for (const { member, stream } of pairs) {
    const started = performance.now();
    const arrived = stream.nextEvent();
    // An answer that fails would leave `arrived` to reject unobserved.
    arrived.catch(() => {});
    const response = await fetch(`${checkInUrl}/api/staff/checkin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ qrValue: member.qrUuid }),
    });
    const text = await response.text();
    const answered = performance.now();
    if (!response.ok) throw new Error(`check-in answered ${response.status}: ${text}`);
    const result = (JSON.parse(text) as { data: { result: string } }).data.result;
    if (result !== 'CHECKED_IN') throw new Error(`check-in answered ${result}, not CHECKED_IN`);
    eventMs.push((await arrived) - started);
    answerMs.push(answered - started);
  }
  return { eventMs, answerMs };
}

function summarize(samples: { eventMs: number[]; answerMs: number[] }): LatencySummary {
  const { eventMs, answerMs } = samples;
  return {
    checkIns: eventMs.length,
    p50Ms: percentile(eventMs, 0.5),
    p95Ms: percentile(eventMs, 0.95),
    p99Ms: percentile(eventMs, 0.99),
    maxMs: Math.max(...eventMs),
    answerP50Ms: percentile(answerMs, 0.5),
    answerP99Ms: percentile(answerMs, 0.99),
  };
}

/**
 * Warms a fresh server up (V8 compiles the hot paths during the first few hundred requests):
 * member reads, then a stream for each warm-up member, each checked in on `checkInUrl`, all
 * closed. Nothing here is measured.
 */
async function warmUp(
  streamUrl: string,
  checkInUrl: string,
  cookie: string,
  members: Member[],
): Promise<void> {
  for (let start = 0; start < LIVE.warmupReads; start += 50) {
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const member = members[(start + i) % members.length] as Member;
        const response = await fetch(`${streamUrl}/api/getQrValue`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-access-token': member.token },
          body: '{}',
        });
        if (!response.ok) throw new Error(`getQrValue answered ${response.status}`);
        await response.arrayBuffer();
      }),
    );
  }
  const streams = await openStreams(streamUrl, members, LIVE.openBatch);
  try {
    const pairs = members.map((member, i) => ({ member, stream: streams[i] as LiveStream }));
    await timeCheckIns(checkInUrl, cookie, pairs);
  } finally {
    closeAll(streams);
  }
}

// --- memory ---------------------------------------------------------------------------------

/** VmRSS and VmHWM of a process, in KiB (Linux). */
function memoryOf(pid: number): { rssKiB: number; hwmKiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`no ${name} in /proc/${pid}/status`);
    return Number(match[1]);
  };
  return { rssKiB: field('VmRSS'), hwmKiB: field('VmHWM') };
}

// --- one instance on PGlite -----------------------------------------------------------------

export async function measureLiveOneInstance(): Promise<NonNullable<LiveResults['oneInstance']>> {
  const needed = LIVE.idleStreams + LIVE.measured + 200;
  if (openFileLimit() < needed) {
    throw new Error(
      `the bench holds ${needed} sockets but may open ${openFileLimit()} files: run \`ulimit -n 20000\` first`,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-live-'));
  let server: RunningProcess | undefined;
  const held: LiveStream[] = [];
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const jwtSecret = randomSecret();
    console.log(
      `  preparing ${LIVE.warmup + LIVE.idleStreams + LIVE.measured} members with passes…`,
    );
    const handle = await openDatabase({ dataDir });
    let prepared: Prepared;
    try {
      prepared = await prepare(
        handle,
        LIVE.warmup + LIVE.idleStreams + LIVE.measured,
        memberTokenKey({ jwtSecret, publicOrigin: url }),
      );
    } finally {
      await handle.close();
    }
    const warmupMembers = prepared.members.slice(0, LIVE.warmup);
    const idleMembers = prepared.members.slice(LIVE.warmup, LIVE.warmup + LIVE.idleStreams);
    const measuredMembers = prepared.members.slice(LIVE.warmup + LIVE.idleStreams);

    server = await startProductionServer({
      name: 'the production server (live)',
      port,
      dataDir,
      env: { JWT_SECRET: jwtSecret },
    });
    const cookie = await staffLogin(url, prepared.operator);
    await warmUp(url, url, cookie, warmupMembers);
    await sleep(LIVE.settleBeforeBaselineMs);
    const baseline = memoryOf(server.pid);

    console.log(`  opening ${LIVE.idleStreams} idle streams, ${LIVE.openBatch} at a time…`);
    const openStarted = performance.now();
    const idle = await openStreams(url, idleMembers, LIVE.openBatch);
    held.push(...idle);
    const openSeconds = (performance.now() - openStarted) / 1000;
    await sleep(LIVE.idleMs);
    const withStreams = memoryOf(server.pid);
    const openAfterIdle = idle.filter((stream) => stream.isOpen()).length;

    console.log(`  ${LIVE.measured} check-ins, one at a time, with the idle streams open…`);
    const measuredStreams = await openStreams(url, measuredMembers, LIVE.openBatch);
    held.push(...measuredStreams);
    const samples = await timeCheckIns(
      url,
      cookie,
      measuredMembers.map((member, i) => ({ member, stream: measuredStreams[i] as LiveStream })),
    );
    // The heartbeat runs every 25 s from the first open stream: wait until one has gone out, so
    // "heartbeat seen" says whether every idle phone really gets them.
    const sinceOpen = performance.now() - openStarted;
    if (sinceOpen < HEARTBEAT_WAIT_MS) await sleep(HEARTBEAT_WAIT_MS - sinceOpen);
    const deltaKiB = withStreams.rssKiB - baseline.rssKiB;
    return {
      memory: {
        streams: LIVE.idleStreams,
        openBatch: LIVE.openBatch,
        openSeconds,
        baselineRssKiB: baseline.rssKiB,
        withStreamsRssKiB: withStreams.rssKiB,
        deltaKiB,
        perStreamKiB: deltaKiB / LIVE.idleStreams,
        peakRssKiB: withStreams.hwmKiB,
        openAfterIdle,
        openAtEnd: idle.filter((stream) => stream.isOpen()).length,
        heartbeatsSeen: idle.filter((stream) => stream.heartbeats() > 0).length,
      },
      latency: { ...summarize(samples), idleStreams: LIVE.idleStreams },
    };
  } finally {
    closeAll(held);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- two instances on PostgreSQL ------------------------------------------------------------

/** A throwaway PostgreSQL 15 cluster on 127.0.0.1 (scripts/throwaway-postgres.mjs). */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  if (!hasPostgres15()) {
    throw new Error(
      `PostgreSQL 15 is not installed (${PG_BIN}/initdb): the parts on PostgreSQL are not measured`,
    );
  }
  const postgres = startThrowawayPostgres({ port: await freePort(), label: 'venue-bench-pg' });
  return {
    url: postgres.url,
    stop: () => {
      try {
        postgres.remove();
      } catch (error) {
        console.error(`could not stop the bench's PostgreSQL: ${String(error)}`);
      }
    },
  };
}

export async function measureLiveTwoInstances(): Promise<LatencySummary> {
  const postgres = await startPostgres();
  const servers: RunningProcess[] = [];
  const held: LiveStream[] = [];
  try {
    const port = await freePort();
    const streamUrl = `http://127.0.0.1:${port}`;
    const jwtSecret = randomSecret();
    const handle = await openDatabase({ url: postgres.url, poolSize: 2 });
    let prepared: Prepared;
    try {
      prepared = await prepare(
        handle,
        LIVE.warmup + LIVE.measured,
        memberTokenKey({ jwtSecret, publicOrigin: streamUrl }),
      );
    } finally {
      await handle.close();
    }
    const env = { JWT_SECRET: jwtSecret, DATABASE_URL: postgres.url };
    // A holds the streams (its origin signed the tokens); B only takes the staff calls.
    const a = await startProductionServer({ name: 'server A (streams)', port, env });
    servers.push(a);
    const b = await startProductionServer({ name: 'server B (check-ins)', env });
    servers.push(b);
    const cookie = await staffLogin(b.url, prepared.operator);
    await warmUp(a.url, b.url, cookie, prepared.members.slice(0, LIVE.warmup));

    console.log(`  ${LIVE.measured} check-ins on B, each event to a stream on A…`);
    const measuredMembers = prepared.members.slice(LIVE.warmup);
    const streams = await openStreams(a.url, measuredMembers, LIVE.openBatch);
    held.push(...streams);
    return summarize(
      await timeCheckIns(
        b.url,
        cookie,
        measuredMembers.map((member, i) => ({ member, stream: streams[i] as LiveStream })),
      ),
    );
  } finally {
    closeAll(held);
    for (const server of servers) await server.stop();
    postgres.stop();
  }
}

function randomSecret(): string {
  return randomBytes(32).toString('hex');
}
