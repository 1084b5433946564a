/**
 * An opening at scale (decision 038): 10:00 on opening day, through the TLS proxy's
 * configuration (deploy/Caddyfile, plain HTTP on 127.0.0.1) on one PostgreSQL 15, first with one
 * instance behind the proxy and then with two, in the same run.
 *
 * The data: a throwaway PostgreSQL cluster is migrated and given the demo venue (what the
 * browsers read), `visitors + 2 × warmup` members, each with a member token signed with the
 * instances' key, and, per run, one program with `programInstances` program instances of `seatsPerProgramInstance` seats
 * (fewer seats than visitors: it sells out) and a warm-up program.
 *
 * Each run:
 * - Warm-up (not counted): `warmup` members book the warm-up program and read the lists, so every
 *   instance behind the proxy has compiled its hot paths and opened its pool.
 * - The opening: `visitors` members arrive spread evenly over the first `arrivalSeconds`. Each one
 *   reads the program's instances (POST /api/program/instance/list, the /schedule screen), picks
 *   an open one at random and books it (POST /api/reserveentry/insert with its own token). A
 *   program instance that filled meanwhile (409 CAPACITY_FULL) sends the visitor back to the program instance list,
 *   up to `attempts` times; a list with no open program instance ends the visit (sold out).
 * - Meanwhile `browsers` other visitors, without a token, read the program list and a program's
 *   detail, a page every `browseThinkMs` or so, until the last booker is done.
 * - Every call goes through the proxy with a 30 s timeout. Counted: latency by kind, answers by
 *   status and error code, errors (5xx or no answer), bookings answered 200, and the seats the
 *   database holds afterwards (which must equal the capacity, with no program instance over its own).
 *
 * The instances run unpinned: on a machine with few cores they share them with PostgreSQL, Caddy
 * and this load generator, and the two-instance figure says what a second process buys there,
 * not what a second machine would.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, newReserveEntryId, seoulToday } from '@venue/contract';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDemoVenue } from '../../apps/server/src/db/seed';
import type { Database } from '../../apps/server/src/db/types';
import {
  memberTokenKey,
  signMemberToken,
} from '../../apps/server/src/features/accounts/session/session-tokens';
import {
  createBulkMembers,
  createProgram,
  createProgramInstance,
} from '../../apps/server/test/factories';
import { hasCaddy, localCaddy } from '../../scripts/local-caddy.mjs';
import { startPostgres } from './live';
import {
  freePort,
  openFileLimit,
  type RunningProcess,
  releaseBenchCores,
  startProductionServer,
} from './process';
import { percentile } from './stats';

export const OPENING = {
  /** The issue's "say 3,000"; BENCH_OPENING_VISITORS=500 runs a smaller crowd while developing. */
  visitors: Number(process.env.BENCH_OPENING_VISITORS ?? 3000),
  programInstances: 10,
  seatsPerProgramInstance: 150,
  arrivalSeconds: 10,
  attempts: 4,
  /** Visitors reading the lists meanwhile, each waiting `browseThinkMs` (±50 %) between pages. */
  browsers: 1000,
  browseThinkMs: 1000,
  warmup: 200,
  timeoutMs: 30_000,
};

type Kind = 'book' | 'programInstances' | 'browse';

export type LatencyByKind = {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
};

export type OpeningRun = {
  instances: number;
  /**
   * CPU seconds each part of the machine spent during the opening (/proc/<pid>/stat): the
   * instances, Caddy, PostgreSQL (every postgres process) and this load generator.
   */
  cpuSeconds: { instances: number; caddy: number; postgres: number; loadGenerator: number };
  /** First arrival → last booker done. */
  seconds: number;
  /** First arrival → the last seat booked. */
  soldOutSeconds: number;
  /** Every call of the run (bookers and browsers) per second. */
  callsPerSecond: number;
  booked: number;
  /** Visitors who found no open program instance left. */
  soldOutSeen: number;
  /** Visitors still without a seat after `attempts` bookings refused as full. */
  gaveUp: number;
  capacity: number;
  /** Seats the database holds for the program afterwards, and program instances over their capacity. */
  seatsSold: number;
  programInstancesOverCapacity: number;
  /** 5xx answers and calls without an answer (network error, timeout). */
  errors: number;
  answers: Record<string, number>;
  latency: Record<Kind, LatencyByKind>;
};

export type OpeningResults = typeof OPENING & {
  oneInstance: OpeningRun;
  twoInstances: OpeningRun;
  /** Two instances / one instance, each figure on its own. */
  ratios: {
    bookP95: number;
    bookP99: number;
    browseP99: number;
    soldOutSeconds: number;
    callsPerSecond: number;
  };
};

type Member = { userIdx: number; token: string };
type Program = { programIdx: number; programCategoryIdx: number; programInstanceIdxs: number[] };

export async function measureOpening(): Promise<OpeningResults> {
  if (!hasCaddy())
    throw new Error('caddy is not installed (apt-get install -y caddy): not measured');
  const needed = OPENING.visitors + OPENING.browsers + 200;
  if (openFileLimit() < needed) {
    throw new Error(
      `the opening holds up to ${needed} sockets but may open ${openFileLimit()} files: run \`ulimit -n 20000\` first`,
    );
  }
  // Earlier parts pin the bench to the cores the measured server does not use; everything the
  // opening starts inherits that, so it would all run on one core (2 cores: 3,567 errors).
  releaseBenchCores();
  const postgres = await startPostgres();
  const work = mkdtempSync(join(tmpdir(), 'venue-bench-opening-'));
  const servers: RunningProcess[] = [];
  let caddy: { pid: number; stop: () => Promise<void> } | undefined;
  try {
    const proxyPort = await freePort();
    const proxy = `http://127.0.0.1:${proxyPort}`;
    const jwtSecret = randomBytes(32).toString('hex');
    console.log(`  preparing the venue and ${OPENING.visitors + 2 * OPENING.warmup} members…`);
    const handle = await openDatabase({ url: postgres.url, poolSize: 2 });
    let members: Member[];
    let programs: { warmup: Program; opening: Program }[];
    try {
      await migrateDatabase(handle);
      await seedDemoVenue(handle.db, { now: new Date() });
      const created = await createBulkMembers(
        handle.db,
        OPENING.visitors + 2 * OPENING.warmup,
        'opening',
      );
      // Members who signed up today: they agreed to the newest version of every term.
      await handle.db.execute(sql`
        insert into consent_records (user_idx, subject, terms_code, terms_version, agreed, source)
        select u.user_idx, 'TERMS', t.terms_code, t.version, true, 'signup'
        from users u
        cross join (select terms_code, max(version) as version from terms group by terms_code) t`);
      const key = memberTokenKey({ jwtSecret, publicOrigin: proxy });
      members = await Promise.all(
        created.map(async (m) => ({ userIdx: m.userIdx, token: await signMemberToken(key, m) })),
      );
      programs = [];
      for (const run of [1, 2]) {
        programs.push({
          warmup: await createOpeningProgram(handle.db, `준비 ${run}`, 10, 100),
          opening: await createOpeningProgram(
            handle.db,
            `오픈 ${run}`,
            OPENING.programInstances,
            OPENING.seatsPerProgramInstance,
          ),
        });
      }
    } finally {
      await handle.close();
    }
    const env = {
      DATABASE_URL: postgres.url,
      JWT_SECRET: jwtSecret,
      PUBLIC_ORIGIN: proxy,
      TRUST_PROXY: '1',
    };
    const start = (name: string) =>
      startProductionServer({ name, env, pin: false }).then((server) => {
        servers.push(server);
        return server;
      });
    const upstream = (server: RunningProcess) => new URL(server.url).host;

    const visitors = members.slice(2 * OPENING.warmup);
    const a = await start('instance A (opening)');
    caddy = await startCaddy(work, proxyPort, [upstream(a)], proxy);
    const oneInstance = await playOpening({
      proxy,
      pids: { instances: [a.pid], caddy: caddy.pid },
      program: programs[0]!,
      warmupMembers: members.slice(0, OPENING.warmup),
      visitors,
      databaseUrl: postgres.url,
    });
    await caddy.stop();

    const b = await start('instance B (opening)');
    caddy = await startCaddy(work, proxyPort, [upstream(a), upstream(b)], proxy);
    const twoInstances = await playOpening({
      proxy,
      pids: { instances: [a.pid, b.pid], caddy: caddy.pid },
      program: programs[1]!,
      warmupMembers: members.slice(OPENING.warmup, 2 * OPENING.warmup),
      visitors,
      databaseUrl: postgres.url,
    });
    const ratio = (pick: (run: OpeningRun) => number) => pick(twoInstances) / pick(oneInstance);
    return {
      ...OPENING,
      oneInstance,
      twoInstances,
      ratios: {
        bookP95: ratio((run) => run.latency.book.p95Ms),
        bookP99: ratio((run) => run.latency.book.p99Ms),
        browseP99: ratio((run) => run.latency.browse.p99Ms),
        soldOutSeconds: ratio((run) => run.soldOutSeconds),
        callsPerSecond: ratio((run) => run.callsPerSecond),
      },
    };
  } finally {
    await caddy?.stop();
    for (const server of servers) await server.stop();
    postgres.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** An OPEN RESERVATION program with `program instances` program instances the day after tomorrow, one person each. */
async function createOpeningProgram(
  db: Database,
  name: string,
  programInstances: number,
  seats: number,
): Promise<Program> {
  const program = await createProgram(db, { programName: `벤치 ${name}`, scheduleType: 'MULTI' });
  const day = addDays(seoulToday(new Date()), 2);
  const programInstanceIdxs: number[] = [];
  for (let i = 0; i < programInstances; i++) {
    const hour = String(10 + Math.floor(i / 2)).padStart(2, '0');
    const minute = i % 2 === 0 ? '00' : '30';
    const instance = await createProgramInstance(db, program.programIdx, {
      execDate: day,
      startTime: `${hour}:${minute}`,
      endTime: `${hour}:${minute === '00' ? '25' : '55'}`,
      capacity: seats,
    });
    programInstanceIdxs.push(instance.programInstanceIdx);
  }
  return {
    programIdx: program.programIdx,
    programCategoryIdx: program.programCategoryIdx,
    programInstanceIdxs,
  };
}

/** Caddy with deploy/Caddyfile in front of `upstreams`; resolves once the proxy answers ready. */
async function startCaddy(
  work: string,
  port: number,
  upstreams: string[],
  proxy: string,
): Promise<{ pid: number; stop: () => Promise<void> }> {
  const run = localCaddy({ port, upstreams: upstreams.join(' '), home: join(work, 'caddy') });
  const logFile = join(work, 'caddy.log');
  const fd = openSync(logFile, 'a');
  const child = spawn(run.command, run.args, {
    env: { ...process.env, ...run.env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 20_000;
  // Ready once every upstream has passed an active health check: as many 200s in a row as there
  // are upstreams is not proof, so wait for the first and then two more intervals.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${readFileSync(logFile, 'utf8')}`);
    const answer = await call(proxy, 'GET', '/health/ready').catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`caddy did not serve within 20 s:\n${readFileSync(logFile, 'utf8')}`);
    }
    await sleep(100);
  }
  await sleep(1200);
  return { pid: child.pid as number, stop };
}

type Answer = { status: number; code?: string; body?: unknown; ms: number };

/** One JSON call; status 0 when no answer came (network error or the 30 s timeout). */
async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { 'x-access-token': token } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(OPENING.timeoutMs),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let parsed: { errorCode?: string; data?: unknown } | undefined;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return {
      status: response.status,
      ...(parsed?.errorCode ? { code: parsed.errorCode } : {}),
      body: parsed?.data,
      ms,
    };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** A visitor's pause between pages: `browseThinkMs` ± 50 %. */
const think = () => randomInt(OPENING.browseThinkMs / 2, (OPENING.browseThinkMs * 3) / 2);

type ProgramInstance = {
  programInstanceIdx: number;
  remainingCnt: number | null;
  closedYn: 'Y' | 'N';
};

async function playOpening({
  proxy,
  pids,
  program,
  warmupMembers,
  visitors,
  databaseUrl,
}: {
  proxy: string;
  pids: { instances: number[]; caddy: number };
  program: { warmup: Program; opening: Program };
  warmupMembers: Member[];
  visitors: Member[];
  databaseUrl: string;
}): Promise<OpeningRun> {
  const instances = pids.instances.length;
  console.log(`  ${instances} instance(s): warming up through the proxy…`);
  await Promise.all(
    warmupMembers.map(async (member, i) => {
      await call(proxy, 'POST', '/api/program/list', {});
      await book(proxy, program.warmup, member, () => {}, i);
    }),
  );

  console.log(
    `  ${instances} instance(s): ${visitors.length} visitors book over ${OPENING.arrivalSeconds} s while ${OPENING.browsers} browse…`,
  );
  const samples: Record<Kind, number[]> = { book: [], programInstances: [], browse: [] };
  const answers: Record<string, number> = {};
  let errors = 0;
  let lastSeatAt = 0;
  const record = (kind: Kind, answer: Answer) => {
    samples[kind].push(answer.ms);
    const key = `${kind} ${answer.status}${answer.code ? ` ${answer.code}` : ''}`;
    answers[key] = (answers[key] ?? 0) + 1;
    if (answer.status === 0 || answer.status >= 500) errors++;
  };

  const cpuBefore = cpuNow(pids);
  const started = performance.now();
  let bookersDone = false;
  const browsing = Array.from({ length: OPENING.browsers }, async () => {
    await sleep(randomInt(0, OPENING.browseThinkMs));
    while (!bookersDone) {
      const list = await call(proxy, 'POST', '/api/program/list', {});
      record('browse', list);
      const items = Array.isArray(list.body) ? (list.body as { programIdx: number }[]) : [];
      const pick = items[randomInt(0, Math.max(items.length, 1))];
      await sleep(think());
      if (bookersDone) break;
      record(
        'browse',
        await call(proxy, 'POST', '/api/program/detail', {
          programIdx: pick?.programIdx ?? program.opening.programIdx,
        }),
      );
      await sleep(think());
    }
  });
  const outcomes = await Promise.all(
    visitors.map(async (member, i) => {
      await sleep((OPENING.arrivalSeconds * 1000 * i) / visitors.length);
      return book(proxy, program.opening, member, (kind, answer) => {
        record(kind, answer);
        if (kind === 'book' && answer.status === 200) lastSeatAt = performance.now();
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow(pids);
  bookersDone = true;
  await Promise.all(browsing);

  const { seatsSold, programInstancesOverCapacity } = await seatsInDatabase(
    databaseUrl,
    program.opening,
  );
  const calls = samples.book.length + samples.programInstances.length + samples.browse.length;
  const summarize = (values: number[]): LatencyByKind => ({
    calls: values.length,
    p50Ms: percentile(values, 0.5),
    p95Ms: percentile(values, 0.95),
    p99Ms: percentile(values, 0.99),
    maxMs: values.length > 0 ? Math.max(...values) : Number.NaN,
  });
  return {
    instances,
    cpuSeconds: {
      instances: cpuAfter.instances - cpuBefore.instances,
      caddy: cpuAfter.caddy - cpuBefore.caddy,
      postgres: cpuAfter.postgres - cpuBefore.postgres,
      loadGenerator: cpuAfter.loadGenerator - cpuBefore.loadGenerator,
    },
    seconds,
    soldOutSeconds: (lastSeatAt - started) / 1000,
    callsPerSecond: calls / seconds,
    booked: outcomes.filter((o) => o === 'booked').length,
    soldOutSeen: outcomes.filter((o) => o === 'sold out').length,
    gaveUp: outcomes.filter((o) => o === 'gave up').length,
    capacity: OPENING.programInstances * OPENING.seatsPerProgramInstance,
    seatsSold,
    programInstancesOverCapacity,
    errors,
    answers,
    latency: {
      book: summarize(samples.book),
      programInstances: summarize(samples.programInstances),
      browse: summarize(samples.browse),
    },
  };
}

/**
 * One visitor at /schedule: the program instances, a random open one, the booking; back to the program instances
 * after a program instance filled meanwhile. `fixedProgramInstance` (the warm-up) books that program instance's index.
 */
async function book(
  proxy: string,
  program: Program,
  member: Member,
  record: (kind: Kind, answer: Answer) => void,
  fixedProgramInstance?: number,
): Promise<'booked' | 'sold out' | 'gave up' | 'failed'> {
  for (let attempt = 1; attempt <= OPENING.attempts; attempt++) {
    let programInstanceIdx: number;
    if (fixedProgramInstance === undefined) {
      const list = await call(proxy, 'POST', '/api/program/instance/list', {
        programIdx: program.programIdx,
      });
      record('programInstances', list);
      if (list.status !== 200) return 'failed';
      const open = (list.body as ProgramInstance[]).filter(
        (s) => s.closedYn === 'N' && (s.remainingCnt === null || s.remainingCnt > 0),
      );
      const pick = open[randomInt(0, Math.max(open.length, 1))];
      if (!pick) return 'sold out';
      programInstanceIdx = pick.programInstanceIdx;
    } else {
      programInstanceIdx =
        program.programInstanceIdxs[fixedProgramInstance % program.programInstanceIdxs.length]!;
    }
    const answer = await call(
      proxy,
      'POST',
      '/api/reserveentry/insert',
      {
        programIdx: program.programIdx,
        programInstanceIdx,
        programType: 'RESERVATION',
        participantCnt: 1,
        programCategoryIdx: program.programCategoryIdx,
        userIdx: member.userIdx,
        // The booking form's name and contact, prefilled from the member (the program asks both).
        name: `회원${member.userIdx}`,
        phoneNumber: `010${String(member.userIdx).padStart(8, '0')}`,
        agreementYn: 'Y',
        questionList: [],
        programTermList: [],
        reserveEntryId: newReserveEntryId('R', new Date()),
      },
      member.token,
    );
    record('book', answer);
    if (answer.status === 200) return 'booked';
    if (answer.code !== 'CAPACITY_FULL' && answer.code !== 'PROGRAM_CLOSED') return 'failed';
  }
  return 'gave up';
}

/** Seats held (entries not cancelled) in the program, and program instances holding more than capacity. */
async function seatsInDatabase(
  databaseUrl: string,
  program: Program,
): Promise<{ seatsSold: number; programInstancesOverCapacity: number }> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const result = await handle.db.execute(sql`
      select i.program_instance_idx, i.capacity,
             coalesce(sum(e.participant_cnt) filter (where e.status not ilike '%cancel%'), 0)::int as seats
      from program_instances i
      left join reserve_entries e on e.program_instance_idx = i.program_instance_idx
      where i.program_idx = ${program.programIdx}
      group by i.program_instance_idx, i.capacity`);
    const rows = (result as unknown as { rows: { capacity: number; seats: number }[] }).rows;
    return {
      seatsSold: rows.reduce((sum, row) => sum + row.seats, 0),
      programInstancesOverCapacity: rows.filter((row) => row.seats > row.capacity).length,
    };
  } finally {
    await handle.close();
  }
}

/** CPU seconds used so far by the instances, Caddy, every postgres process and this process. */
function cpuNow(pids: { instances: number[]; caddy: number }): OpeningRun['cpuSeconds'] {
  const postgresPids = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
  return {
    instances: pids.instances.reduce((sum, pid) => sum + cpuOf(pid), 0),
    caddy: cpuOf(pids.caddy),
    postgres: postgresPids.reduce((sum, pid) => sum + cpuOf(pid), 0),
    loadGenerator: cpuOf(process.pid),
  };
}

/** utime + stime of a process in seconds (Linux /proc/<pid>/stat; 0 once it is gone). */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** USER_HZ: 100 on Linux on every architecture Node runs on. */
const CLOCK_TICKS = 100;
